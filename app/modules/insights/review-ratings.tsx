// The slot for buyers' reviews per product: average rating, how many, and what most say of the
// fit. The reviews module provides the rows (productRatings); the insights route passes them in.

/** One product's approved reviews in figures, over all time (reviews outlive a period). */
export type ProductRating = { handle: string; name: string; average: number; count: number; fit: string | null };

export function ReviewRatings({ ratings }: { ratings: ProductRating[] }) {
  return (
    <section aria-labelledby="insights-reviews-heading" className="rounded-card border-2 border-line bg-white p-5">
      <h2 id="insights-reviews-heading" className="text-xl font-extrabold">
        Reviews per product
      </h2>
      <p className="mt-1 text-sm text-ink-soft">Approved reviews, all time.</p>
      {ratings.length ? (
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Average rating</th>
              <th scope="col">Reviews</th>
              <th scope="col">Fit</th>
            </tr>
          </thead>
          <tbody>
            {ratings.map((row) => (
              <tr key={row.handle} className="border-t border-line">
                <th scope="row" className="py-1 font-semibold">
                  {row.name}
                </th>
                <td>{row.average.toFixed(1)} / 5</td>
                <td>{row.count}</td>
                <td>{row.fit ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-4">No approved reviews yet.</p>
      )}
    </section>
  );
}
