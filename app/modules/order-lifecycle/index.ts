// The order lifecycle's browser-safe face: the state table, what the screens may offer, labels.
export * from "./transitions";

// <public-entry> names other folders use; written by the module-entries codemod, edit outside
export {
  allowedActions,
  isCancelled,
  isPaid,
  paymentLabel,
  paymentPhase,
  takesTrackingNumber,
  UNPAID_REFUSAL,
} from "./transitions";
// </public-entry>
