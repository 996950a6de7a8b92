// The drops module's server face: the purchase gate, reads, the owner's actions, notify lists and jobs.
export { gateCartLines, lockDropRows, reserveDropUnits } from "./gate.server";
export { dropBySlug, dropStatus, listDrops } from "./drops.server";
export { dropProductChoices, saveDrop } from "./drops-admin.server";
export { sellThroughCurves } from "./sell-through.server";
export {
  BACK_IN_STOCK_JOB,
  backInStockPayload,
  DROP_LAUNCH_JOB,
  dropLaunchPayload,
  handleBackInStockJob,
  handleDropLaunchJob,
  queueBackInStock,
  NOTIFY_ANSWER,
  resubscribe,
  subscribe,
  unsubscribe,
} from "./notify.server";
export { forgetNotifyAddress, notifySubscriptionsOf } from "./notify-subscriptions.server";
export { listingDrops, loadDropView, loadNextDrop } from "./drop-view.server";
export { dropAdminAction, loadDropAdmin } from "./drop-admin-page.server";
export { refuseHostedHandoff } from "./hosted-gate.server";
