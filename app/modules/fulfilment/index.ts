// Fulfilment's job names and payloads, for the job registry.
export {
  CANCEL_PARTNER_ORDERS_JOB,
  FULFIL_ORDER_JOB,
  orderJobPayload,
  RECONCILE_PARTNER_ORDERS_JOB,
  reconcilePayload,
} from "./fulfilment-jobs";
