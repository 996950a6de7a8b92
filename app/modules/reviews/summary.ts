// A product's reviews in figures (browser-safe): the summary shape and the fit summary's words.
import { FIT_LABELS, type ReviewFit } from "./fit";

export type ReviewSummary = {
  count: number;
  /** One decimal; null without reviews. */
  average: number | null;
  /** Stars 5 → 1 with how many reviews gave each. */
  distribution: { stars: number; count: number }[];
  /** "Most buyers say: runs small", or null without fit answers. */
  fit: string | null;
};

/** The fit most buyers chose, in words; a tie or no answers says nothing. */
export function fitSummaryOf(fits: Record<ReviewFit, number>): string | null {
  const ranked = (Object.entries(fits) as [ReviewFit, number][]).sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] === 0 || (second && second[1] === first[1])) return null;
  return `Most buyers say: ${FIT_LABELS[first[0]].toLowerCase()}`;
}
