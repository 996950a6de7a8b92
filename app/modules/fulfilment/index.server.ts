// Fulfilment on the server: sending paid orders to the print partners as jobs, following them up
// (webhooks, reconciling), retrying a failed part, held print files, and the partners' address rules.
export {
  handleCancelPartnerOrdersJob,
  handleReconcilePartnerOrdersJob,
  reconcileEveryMs,
  retryFulfilment,
} from "./follow-up.server";
export { fulfilmentTuning } from "./partners.server";
export { partnerPrintSize } from "./print-area-size.server";
export { approveHeldPrints, rejectHeldPrints } from "./print-files.server";
export { handleFulfilOrderJob } from "./submit.server";
export { respondToPartnerWebhook } from "./webhooks.server";
// The partners' location and address rules, for the shipping quotes (decision 046).
export { partnerLocation } from "./partners.server";
export { AddressError, partnerAddress } from "./recipient";
