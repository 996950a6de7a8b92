// The fulfilment job types, named here alone so checkout and orders can queue them without
// importing the fulfilment code.
export const FULFIL_ORDER_JOB = "fulfil-order";
export const CANCEL_PARTNER_ORDERS_JOB = "cancel-partner-orders";
export const RECONCILE_PARTNER_ORDERS_JOB = "reconcile-partner-orders";
