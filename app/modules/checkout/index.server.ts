// Checkout on the server: submitting the form (place the order from the quote, then pay), an
// attempt's status, and ending an unpaid order; a customer's saved addresses (decision 065); the
// unfinished checkout's reminder (decision 069).
export { endUnpaidOrder } from "./end-unpaid.server";
export { placeOrder } from "./place-order.server";
export { checkoutStatus, submitCheckout } from "./submit-checkout.server";
export { changeAddressBook } from "./address-book.server";
export { savedAddresses } from "./saved-addresses.server";
export {
  CHECKOUT_REMINDER_JOB,
  cartOfReminder,
  checkoutReminderPayload,
  handleCheckoutReminderJob,
  unsubscribeFromCheckoutReminders,
} from "./checkout-reminder.server";
