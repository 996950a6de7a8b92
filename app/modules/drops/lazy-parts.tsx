// The product page's drop parts, loaded only on a page that shows them: a product in a drop, or
// one with a sold-out size or colour. Every other product page ships none of their code.
import { lazy } from "react";

export const LazyDropPurchase = lazy(() =>
  import("./drop-purchase").then((module) => ({ default: module.DropPurchase })),
);
export const LazyBackInStock = lazy(() =>
  import("./back-in-stock").then((module) => ({ default: module.BackInStock })),
);
