// Every job the worker knows: each defined with the schema its payload must pass and its handler.
import { emailMessageSchema, handleSendEmailJob, SEND_EMAIL_JOB } from "~/integrations/mail/mailer.server";
import {
  handlePruneAppliedWebhooksJob,
  PRUNE_APPLIED_WEBHOOKS_EVERY_MS,
  PRUNE_APPLIED_WEBHOOKS_JOB,
} from "~/lib/applied-webhooks.server";
import { defineJob, jobRegistry, recurringPayload, type RecurringJobs } from "~/lib/jobs.server";
import {
  handlePruneUploadsJob,
  PRUNE_UPLOADS_EVERY_MS,
  PRUNE_UPLOADS_JOB,
} from "~/modules/personalisation/index.server";
import {
  CHECKOUT_REMINDER_JOB,
  checkoutReminderPayload,
  handleCheckoutReminderJob,
} from "~/modules/checkout/index.server";
import { handleCatalogSyncJob, CATALOG_SYNC_JOB, catalogSyncPayload } from "~/modules/catalog-sync/index.server";
import {
  handleSendOrderConfirmationJob,
  orderConfirmationSchema,
  REFUND_PAYMENT_JOB,
  SEND_ORDER_CONFIRMATION_JOB,
} from "~/modules/order-lifecycle/index.server";
import {
  handleRefundPaymentJob,
  handleTaxReversalJob,
  handleTaxSaleJob,
  refundPaymentPayload,
  TAX_REVERSAL_JOB,
  TAX_SALE_JOB,
  taxReversalPayload,
  taxSalePayload,
} from "~/modules/payments/index.server";
import {
  EXPIRE_UNPAID_ORDERS_EVERY_MS,
  EXPIRE_UNPAID_ORDERS_JOB,
  handleExpireUnpaidOrdersJob,
} from "~/modules/orders/index.server";
import {
  handleCancelPartnerOrdersJob,
  handleReconcilePartnerOrdersJob,
  reconcileEveryMs,
  handleFulfilOrderJob,
} from "~/modules/fulfilment/index.server";
import {
  CANCEL_PARTNER_ORDERS_JOB,
  FULFIL_ORDER_JOB,
  orderJobPayload,
  RECONCILE_PARTNER_ORDERS_JOB,
  reconcilePayload,
} from "~/modules/fulfilment";
import {
  BACK_IN_STOCK_JOB,
  backInStockPayload,
  DROP_LAUNCH_JOB,
  dropLaunchPayload,
  handleBackInStockJob,
  handleDropLaunchJob,
} from "~/modules/drops/index.server";
import { handleRefreshRatesJob, REFRESH_RATES_EVERY_MS, REFRESH_RATES_JOB } from "~/modules/currency/index.server";
import {
  handlePruneReviewPhotosJob,
  handleRequestReviewJob,
  PRUNE_REVIEW_PHOTOS_EVERY_MS,
  PRUNE_REVIEW_PHOTOS_JOB,
  REQUEST_REVIEW_JOB,
  requestReviewPayload,
} from "~/modules/reviews/index.server";

export const definedJobs = [
  defineJob(SEND_EMAIL_JOB, emailMessageSchema, handleSendEmailJob),
  defineJob(SEND_ORDER_CONFIRMATION_JOB, orderConfirmationSchema, handleSendOrderConfirmationJob),
  defineJob(REFUND_PAYMENT_JOB, refundPaymentPayload, handleRefundPaymentJob),
  defineJob(TAX_SALE_JOB, taxSalePayload, handleTaxSaleJob),
  defineJob(TAX_REVERSAL_JOB, taxReversalPayload, handleTaxReversalJob),
  defineJob(CATALOG_SYNC_JOB, catalogSyncPayload, handleCatalogSyncJob),
  defineJob(EXPIRE_UNPAID_ORDERS_JOB, recurringPayload, handleExpireUnpaidOrdersJob),
  defineJob(FULFIL_ORDER_JOB, orderJobPayload, handleFulfilOrderJob),
  defineJob(CANCEL_PARTNER_ORDERS_JOB, orderJobPayload, handleCancelPartnerOrdersJob),
  defineJob(RECONCILE_PARTNER_ORDERS_JOB, reconcilePayload, handleReconcilePartnerOrdersJob),
  defineJob(PRUNE_APPLIED_WEBHOOKS_JOB, recurringPayload, handlePruneAppliedWebhooksJob),
  defineJob(PRUNE_UPLOADS_JOB, recurringPayload, handlePruneUploadsJob),
  defineJob(DROP_LAUNCH_JOB, dropLaunchPayload, handleDropLaunchJob),
  defineJob(BACK_IN_STOCK_JOB, backInStockPayload, handleBackInStockJob),
  defineJob(REQUEST_REVIEW_JOB, requestReviewPayload, handleRequestReviewJob),
  defineJob(CHECKOUT_REMINDER_JOB, checkoutReminderPayload, handleCheckoutReminderJob),
  defineJob(PRUNE_REVIEW_PHOTOS_JOB, recurringPayload, handlePruneReviewPhotosJob),
  defineJob(REFRESH_RATES_JOB, recurringPayload, handleRefreshRatesJob),
];

/** The worker's table: job name → definition (its payload is validated before its handler runs). */
export const jobHandlers = jobRegistry(definedJobs);

/** The job types that run on a schedule, and how often (milliseconds). */
export const recurringJobs: RecurringJobs = {
  [EXPIRE_UNPAID_ORDERS_JOB]: EXPIRE_UNPAID_ORDERS_EVERY_MS,
  [RECONCILE_PARTNER_ORDERS_JOB]: reconcileEveryMs(),
  [PRUNE_APPLIED_WEBHOOKS_JOB]: PRUNE_APPLIED_WEBHOOKS_EVERY_MS,
  [PRUNE_UPLOADS_JOB]: PRUNE_UPLOADS_EVERY_MS,
  [PRUNE_REVIEW_PHOTOS_JOB]: PRUNE_REVIEW_PHOTOS_EVERY_MS,
  [REFRESH_RATES_JOB]: REFRESH_RATES_EVERY_MS,
};
