// /products/:idOrHandle: the same product page under the listing's path (SPEC "Variant A" URL).
export { ErrorBoundary, headers, loader, meta, default } from "./product";
