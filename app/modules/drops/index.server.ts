// The drops module's server face: the purchase gate, reads, the owner's actions, notify lists and jobs.
export { gateCartLines, reserveDropUnits, refusalOf } from "./gate.server";
export { dropBySlug, dropStatesFor, dropStatus, listDrops, nextDrop } from "./drops.server";
export {
  dropFormValues,
  dropProductChoices,
  dropProductStats,
  endDropEarly,
  raiseEdition,
  saveDrop,
  type SaveDropResult,
} from "./drops-admin.server";
export { dropSellThrough, sellThroughCurves, type DropCurve, type SellThroughPoint } from "./sell-through.server";
export {
  BACK_IN_STOCK_JOB,
  backInStockPayload,
  DROP_LAUNCH_JOB,
  dropLaunchPayload,
  handleBackInStockJob,
  handleDropLaunchJob,
  notifyListSize,
  queueBackInStock,
  NOTIFY_ANSWER,
  resubscribe,
  subscribe,
  unsubscribe,
} from "./notify.server";
export { dropCacheControl } from "./drop-cache.server";
export { listingDrops, loadDropView, loadNextDrop } from "./drop-view.server";
export { dropAdminAction, loadDropAdmin, type DropAdminResult } from "./drop-admin-page.server";
export { refuseHostedHandoff } from "./hosted-gate.server";
