// How a piece fits, in words (browser-safe and free of the form's schema, so the product page
// loads no validation code to show reviews).
import type { ReviewFit } from "../../../db/schema";

export type { ReviewFit };
/** The database's list (db/tables/reviews.ts), repeated here so the browser loads no table code. */
export const FITS = ["small", "true", "large"] as const satisfies readonly ReviewFit[];

export const FIT_LABELS: Record<ReviewFit, string> = {
  small: "Runs small",
  true: "True to size",
  large: "Runs large",
};
