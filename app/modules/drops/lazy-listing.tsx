// The listing's drop line, loaded only on a listing page that shows a drop (the server's HTML has
// it from the start): every other listing ships none of its code. Apart from the product page's
// lazy parts, so that the two pages share no chunk for them.
import { lazy } from "react";

export const LazyListingDropLine = lazy(() =>
  import("./listing-drop-line").then((module) => ({ default: module.ListingDropLine })),
);
