// The fulfilment module's public face: the server-only names (from its *.server files) other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
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
// </public-entry>
// The partners' location and address rules, for the shipping quotes (decision 046).
export { partnerLocation } from "./partners.server";
export { AddressError, partnerAddress } from "./recipient";
