// Every job type the worker knows, and the function that runs it.
import { handleSendEmailJob, SEND_EMAIL_JOB } from "~/integrations/mail/mailer.server";
import {
  handlePruneAppliedWebhooksJob,
  PRUNE_APPLIED_WEBHOOKS_EVERY_MS,
  PRUNE_APPLIED_WEBHOOKS_JOB,
} from "~/lib/applied-webhooks.server";
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
  handleCancelPartnerOrdersJob,
  handleReconcilePartnerOrdersJob,
  reconcileEveryMs,
} from "~/modules/fulfilment/follow-up.server";
import {
  CANCEL_PARTNER_ORDERS_JOB,
  FULFIL_ORDER_JOB,
  RECONCILE_PARTNER_ORDERS_JOB,
} from "~/modules/fulfilment/fulfilment-jobs";
import { handleFulfilOrderJob } from "~/modules/fulfilment/submit.server";
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
  [FULFIL_ORDER_JOB]: handleFulfilOrderJob,
  [CANCEL_PARTNER_ORDERS_JOB]: handleCancelPartnerOrdersJob,
  [RECONCILE_PARTNER_ORDERS_JOB]: handleReconcilePartnerOrdersJob,
  [PRUNE_APPLIED_WEBHOOKS_JOB]: handlePruneAppliedWebhooksJob,
};

/** The job types that run on a schedule, and how often (milliseconds). */
export const recurringJobs: RecurringJobs = {
  [EXPIRE_UNPAID_ORDERS_JOB]: EXPIRE_UNPAID_ORDERS_EVERY_MS,
  [RECONCILE_PARTNER_ORDERS_JOB]: reconcileEveryMs(),
  [PRUNE_APPLIED_WEBHOOKS_JOB]: PRUNE_APPLIED_WEBHOOKS_EVERY_MS,
};
