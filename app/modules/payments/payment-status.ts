// An order's payment status, derived from its payments and refunds rows (Saleor's transaction
// items and their events are the model): the rows are the facts, the status is read from them.
import type { MoneyState, PaymentStatus } from "../../../db/schema";

type Money = { state: MoneyState; amount: number };

const settled = (rows: readonly Money[]) =>
  rows.filter((row) => row.state === "succeeded").reduce((total, row) => total + row.amount, 0);

/** The cents the provider took and the cents it gave back (refunds that went through). */
export function moneyTotals(payments: readonly Money[], refunds: readonly Money[]) {
  return { paid: settled(payments), refunded: settled(refunds) };
}

/**
 * paid: money was taken and not all given back; refunded: all of it given back; failed: an
 * attempt was refused and none succeeded (the customer may retry); unpaid: nothing yet.
 */
export function paymentStatusOf(payments: readonly Money[], refunds: readonly Money[]): PaymentStatus {
  const { paid, refunded } = moneyTotals(payments, refunds);
  if (paid > 0) return refunded >= paid ? "refunded" : "paid";
  return payments.some((payment) => payment.state === "failed") ? "failed" : "unpaid";
}
