// The order lifecycle's browser-safe face: the state table, what the screens may offer, labels.
export * from "./transitions";
