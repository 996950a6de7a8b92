// A listing card's stars and review count, rendered on the server with the card (its own file, so
// the product page's stars load without it).
import { Stars } from "./stars";

/** Nothing without reviews. */
export function StarsLine({ rating }: { rating: { average: number; count: number } | undefined }) {
  if (!rating) return null;
  return (
    <p className="mt-1 flex items-center gap-1 text-sm">
      <Stars rating={rating.average} label={`Rated ${rating.average.toFixed(1)} out of 5`} />
      <span>({rating.count})</span>
    </p>
  );
}
