// The refund-payment job: a cancelled paid order's money goes back (the lifecycle queues it in
// the cancel's transaction). Retried with backoff; the same refund row and key on every attempt.
import { z } from "zod";
import { MAX_ATTEMPTS, type JobContext } from "~/lib/jobs.server";
import { refund } from "./refund.server";

/** The refund-payment job names the order whose payment it refunds. */
export const refundPaymentPayload = z.object({ orderId: z.string().min(1) });

declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "refund-payment": z.infer<typeof refundPaymentPayload>;
  }
}

export async function handleRefundPaymentJob(payload: unknown, context?: JobContext) {
  const { orderId } = refundPaymentPayload.parse(payload);
  const outcome = await refund(orderId, {}, { willRetry: (context?.attempt ?? 0) < MAX_ATTEMPTS });
  // A refusal by the rule (not paid, nothing left) is final; the provider's refusal is retried.
  if (!outcome.ok && "providerError" in outcome) throw new Error(outcome.message);
}
