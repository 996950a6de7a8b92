// A star rating drawn as text (★ and ☆) with its value for screen readers: no script, no icon code.
export function Stars({ rating, label, className }: { rating: number; label?: string; className?: string }) {
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={label ?? `Rated ${rating} out of 5`} className={className}>
      <span aria-hidden className="tracking-tight text-lilac-deep">
        {"★".repeat(full)}
        {"☆".repeat(5 - full)}
      </span>
    </span>
  );
}
