// The checkout form's server side: checks what docs/spec.md §5 asks, places and pays the order.
import { fieldErrorsOf, type FieldErrors } from "~/lib/forms";
import { db } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { SHOP_CURRENCY } from "~/lib/money";
import { presentmentFor } from "~/modules/currency/index.server";
import { verifiedAccountIdOf } from "~/modules/accounts/index.server";
import { currentOrderLinkKey } from "~/modules/order-lifecycle/index.server";
import {
  CHECKOUT_FAILED,
  checkoutFailureMessage,
  isNetworkFailure,
  type CheckoutFailureKind,
} from "./checkout-failure";
import { noteRecoveredCheckout } from "./checkout-reminder.server";
import { supersedeAttempt } from "./end-unpaid.server";
import { orderLinesSchema, type CartLine } from "~/modules/quote";
import { sandboxCardSchema, shippingSchema } from "./checkout.schema";
import {
  paymentProvider,
  PaymentRefused,
  payForOrder,
  providerNamed,
  type PaymentProvider,
} from "~/modules/payments/index.server";
import { CheckoutError, placeOrder } from "./place-order.server";
import { rememberAddress } from "./saved-addresses.server";

export type CheckoutToast = { title: string; description: string };

export type CheckoutResult =
  | { kind: "auth-required" }
  | { kind: "invalid"; fieldErrors: FieldErrors; at: number }
  | {
      kind: "error";
      toast: CheckoutToast;
      /** Why, as a type (a failed checkout), absent for the other refusals (terms, empty cart). */
      failure?: CheckoutFailureKind;
      detail?: string;
      restartAttempt?: boolean;
      at: number;
      status: number;
    }
  /** `linkKey`: the key of a guest's private link to the order (decision 065), which opens their success page. */
  | { kind: "paid"; orderId: string; linkKey?: string }
  /** `total`: the order's amount in cents, which the PaymentIntent is for (the Pay button's label). */
  | { kind: "confirm"; orderId: string; clientSecret: string; total: number; currency: string; linkKey?: string };

type CheckoutFailure = Extract<CheckoutResult, { kind: "error" }>;
/**
 * The HTTP status a failure answers with: 400 for a form the customer must correct, 409 for a
 * cart the catalogue no longer matches, 402 for a refused payment, 503 when a provider is down.
 */
const fail = (status: number, title: string, description: string, detail?: string): CheckoutFailure => ({
  kind: "error",
  toast: { title, description },
  detail,
  at: Date.now(),
  status,
});

/** A 'Checkout Failed' result: its toast text follows from the kind (docs/spec.md §8). */
const failed = (status: number, failure: CheckoutFailureKind, detail?: string): CheckoutFailure => ({
  ...fail(status, CHECKOUT_FAILED, checkoutFailureMessage(failure), detail),
  failure,
});

/** The status the checkout action answers a result with. */
export const checkoutStatus = (result: CheckoutResult) =>
  result.kind === "invalid" ? 400 : result.kind === "error" ? result.status : 200;

function readLines(raw: FormDataEntryValue | null): CartLine[] | null {
  try {
    const parsed = orderLinesSchema.safeParse(JSON.parse(String(raw ?? "[]")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Who buys (decision 065): the signed-in customer, whose limits count their account and their
 * verified address; or, where the shop lets guests check out, the email typed, whose limits count
 * its guest orders and a verified account of that address.
 */
async function shopperOf(user: CheckoutUser | null, email: string) {
  if (user) {
    const limitsBy = { userId: user.id, email: user.emailVerified ? user.email : null };
    return { userId: user.id, guestEmail: null, limitsBy };
  }
  const guestEmail = email.trim().toLowerCase();
  return { userId: null, guestEmail, limitsBy: { userId: await verifiedAccountIdOf(guestEmail), email: guestEmail } };
}

type CheckoutUser = { id: string; email?: string; emailVerified?: boolean };

const CURRENCY_GONE = "The currency these prices were in is no longer offered: reload the page to see them again.";

/**
 * The currency the page showed its prices in (decision 071), which the order is charged in: null
 * for the shop's own, undefined when it is no longer offered (the checkout is refused).
 */
async function currencyShown(form: FormData) {
  const code = String(form.get("currency") ?? "") || SHOP_CURRENCY;
  const presentment = await presentmentFor(code);
  return presentment ?? (code === SHOP_CURRENCY ? null : undefined);
}

/** `guests`: the shop lets shoppers check out without an account (decision 065). */
export async function submitCheckout(
  form: FormData,
  user: CheckoutUser | null,
  provider: PaymentProvider = paymentProvider(),
  guests = false,
): Promise<CheckoutResult> {
  if (!user && !guests) return { kind: "auth-required" };
  const lines = readLines(form.get("lines"));
  if (!lines) return failed(400, "validation", "Your cart could not be read.");
  if (lines.length === 0) return fail(400, "Cart Empty", "Add something to your cart before checking out.");
  if (form.get("terms") !== "on")
    return fail(400, "Terms Required", "Please accept the terms and conditions to continue.");

  const values = Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
  const shipping = shippingSchema.safeParse(values);
  // Only the card form differs between providers: ours is checked here, Stripe's is its own.
  const card = provider.cardEntry === "fields" ? sandboxCardSchema.safeParse(values) : undefined;
  if (!shipping.success || (card && !card.success)) {
    return {
      kind: "invalid",
      fieldErrors: {
        ...(shipping.success ? {} : fieldErrorsOf(shipping.error)),
        ...(card && !card.success ? fieldErrorsOf(card.error) : {}),
      },
      at: Date.now(),
    };
  }

  const currency = await currencyShown(form);
  if (currency === undefined) return failed(409, "conflict", CURRENCY_GONE);

  try {
    const orderInput = {
      ...(await shopperOf(user, shipping.data.email)),
      checkoutKey: String(form.get("checkoutKey") ?? ""),
      lines,
      shipping: shipping.data,
      promotionCode: String(form.get("promotionCode") ?? "").slice(0, 64) || null,
      shippingMethod: String(form.get("shippingMethod") ?? "").slice(0, 64) || null,
      currency,
    };
    // The attempt this browser held before ends first: its code's use and drop units go to this one.
    const previousCheckoutKey = String(form.get("previousCheckoutKey") ?? "") || null;
    await supersedeAttempt({ ...orderInput, previousCheckoutKey }, (name) =>
      name === provider.name ? provider : providerNamed(name),
    );
    // A cart restored from a reminder replaces the reminded order: that reminder recovered it.
    await noteRecoveredCheckout(previousCheckoutKey, orderInput.checkoutKey);
    // Every provider the same way: place, then pay (decision 051).
    const { order } = await placeOrder(orderInput);
    // A signed-in customer's address: the last used if saved, saved if they asked (decision 065).
    if (user) await rememberAddress(user.id, shipping.data, form.get("saveAddress") === "on");
    const outcome = await payForOrder({ orderId: order.id, userId: orderInput.userId, card: card?.data }, provider);
    const linkKey = (orderInput.guestEmail && (await currentOrderLinkKey(db, order.id))) || undefined;
    if (outcome.status === "paid") return { kind: "paid", orderId: outcome.order.id, linkKey };
    if (outcome.status === "needs-confirmation") {
      return {
        kind: "confirm",
        orderId: outcome.order.id,
        clientSecret: outcome.clientSecret,
        total: outcome.order.totalAmount,
        currency: outcome.order.currency,
        linkKey,
      };
    }
    return failed(402, "payment-declined", outcome.message);
  } catch (error) {
    if (error instanceof PaymentRefused) {
      const result = failed(409, "conflict", error.message);
      return error.restartAttempt ? { ...result, restartAttempt: true } : result;
    }
    if (error instanceof CheckoutError) {
      const result = failed(409, error.kind, error.message);
      return error.restartAttempt ? { ...result, restartAttempt: true } : result;
    }
    log.error({ err: error }, "checkout failed");
    // A provider outage reads as a network problem to the customer; nothing else leaks.
    return failed(503, isNetworkFailure(error) ? "network" : "unexpected");
  }
}
