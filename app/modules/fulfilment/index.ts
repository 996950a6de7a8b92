// The fulfilment module's public face: the browser-safe names other folders may import.
// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export {
  CANCEL_PARTNER_ORDERS_JOB,
  FULFIL_ORDER_JOB,
  orderJobPayload,
  RECONCILE_PARTNER_ORDERS_JOB,
  reconcilePayload,
} from "./fulfilment-jobs";
// </public-entry>
