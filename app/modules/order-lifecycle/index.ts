// The order lifecycle in the browser: the state table, which actions a screen may offer an order
// (allowedActions) and the labels of its statuses and payment.
export * from "./transitions";
