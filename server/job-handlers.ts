// Every job type the worker knows, and the function that runs it.
import { handleSendEmailJob, SEND_EMAIL_JOB } from "~/integrations/mail/mailer.server";
import type { JobHandlers } from "~/lib/jobs.server";
import {
  handleSendOrderConfirmationJob,
  SEND_ORDER_CONFIRMATION_JOB,
} from "~/modules/checkout/order-confirmation.server";
import { REFUND_PAYMENT_JOB } from "~/modules/checkout/payments.server";
import { handleRefundPaymentJob } from "~/modules/orders/refunds.server";

export const jobHandlers: JobHandlers = {
  [SEND_EMAIL_JOB]: handleSendEmailJob,
  [SEND_ORDER_CONFIRMATION_JOB]: handleSendOrderConfirmationJob,
  [REFUND_PAYMENT_JOB]: handleRefundPaymentJob,
};
