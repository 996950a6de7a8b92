// Reading an order's payment the way the payments module records it (decision 051).
import { moneyOf, refund, type PickProvider } from "~/modules/payments/index.server";

/** The provider's id of the order's latest payment (a PaymentIntent, a sandbox charge), if any. */
export async function paymentReferenceOf(orderId: string) {
  const { payments } = await moneyOf(orderId);
  return payments.at(-1)?.providerReference ?? null;
}

/** Refunds what is left, as the refund job does (a refusal stays reserved for a retry), throwing when refused. */
export async function refundRest(orderId: string, pick?: PickProvider) {
  const outcome = await refund(orderId, {}, { pick, willRetry: true });
  if (!outcome.ok) throw new Error(outcome.message);
  return { refunded: outcome.refunded > 0 };
}
