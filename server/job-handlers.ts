// Every job type the worker knows, and the function that runs it.
import { handleSendEmailJob, SEND_EMAIL_JOB } from "~/integrations/mail/mailer.server";
import type { JobHandlers, RecurringJobs } from "~/lib/jobs.server";
import { handleCatalogSyncJob } from "~/modules/catalog-sync/run-sync.server";
import { CATALOG_SYNC_JOB } from "~/modules/catalog-sync/sync-runs.server";
import {
  handleSendOrderConfirmationJob,
  SEND_ORDER_CONFIRMATION_JOB,
} from "~/modules/checkout/order-confirmation.server";
import { REFUND_PAYMENT_JOB } from "~/modules/checkout/payments.server";
import { handleRefundPaymentJob } from "~/modules/orders/refunds.server";
import {
  EXPIRE_UNPAID_ORDERS_EVERY_MS,
  EXPIRE_UNPAID_ORDERS_JOB,
  handleExpireUnpaidOrdersJob,
} from "~/modules/orders/unpaid-orders.server";

export const jobHandlers: JobHandlers = {
  [SEND_EMAIL_JOB]: handleSendEmailJob,
  [SEND_ORDER_CONFIRMATION_JOB]: handleSendOrderConfirmationJob,
  [REFUND_PAYMENT_JOB]: handleRefundPaymentJob,
  [CATALOG_SYNC_JOB]: handleCatalogSyncJob,
  [EXPIRE_UNPAID_ORDERS_JOB]: handleExpireUnpaidOrdersJob,
};

/** The job types that run on a schedule, and how often (milliseconds). */
export const recurringJobs: RecurringJobs = {
  [EXPIRE_UNPAID_ORDERS_JOB]: EXPIRE_UNPAID_ORDERS_EVERY_MS,
};
