// The product page's reviews: average, count and distribution, the fit summary, then the approved
// reviews newest first, ten a page (links, so it works without scripts), with the owner's answers.
// Every text is rendered as text: a review's markup is never HTML.
import { Stars } from "~/components/ui/stars";
import type { ReviewSummary } from "./summary";

export type ShownReview = {
  id: string;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  /** How it fits, in words (the server names it: the page loads no list of labels). */
  fitLabel: string;
  createdAt: string;
  answer: string | null;
  photos: string[];
};

export type ProductReviewsData = { summary: ReviewSummary; items: ShownReview[]; page: number; pages: number };

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

function Distribution({ summary }: { summary: ReviewSummary }) {
  return (
    <ul aria-label="Ratings by stars" className="space-y-1 text-sm">
      {summary.distribution.map((row) => (
        <li key={row.stars} className="flex items-center gap-2">
          <span className="w-14">{row.stars} stars</span>
          <span aria-hidden className="h-2 w-32 overflow-hidden rounded-full bg-line">
            <span
              className="block h-full bg-lilac-deep"
              style={{ width: `${summary.count ? (row.count / summary.count) * 100 : 0}%` }}
            />
          </span>
          <span>{row.count}</span>
        </li>
      ))}
    </ul>
  );
}

function ReviewItem({ review, shopName }: { review: ShownReview; shopName: string }) {
  return (
    <li className="border-t-2 border-line py-5">
      <article aria-label={`Review: ${review.title}`}>
        <Stars rating={review.rating} label={`${review.rating} out of 5 stars`} />
        <h3 className="mt-1 text-lg font-bold">{review.title}</h3>
        <p className="text-sm text-ink-soft">
          {review.authorName} · <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>{" "}
          · Fit: {review.fitLabel}
        </p>
        <p className="mt-2 whitespace-pre-line">{review.body}</p>
        {review.photos.length ? (
          <div className="mt-3 flex gap-2">
            {review.photos.map((photo, index) => (
              <img
                key={photo}
                src={`/reviews/photos/${photo}.png`}
                alt={`Shot ${index + 1} from ${review.authorName}`}
                loading="lazy"
                className="h-24 w-24 rounded-2xl object-cover"
              />
            ))}
          </div>
        ) : null}
        {review.answer ? (
          <div className="mt-3 rounded-2xl bg-cream p-3 text-sm">
            <p className="font-semibold">Answer from {shopName}</p>
            <p className="whitespace-pre-line">{review.answer}</p>
          </div>
        ) : null}
      </article>
    </li>
  );
}

export function ProductReviews({
  reviews,
  handle,
  shopName,
}: {
  reviews: ProductReviewsData;
  handle: string;
  /** Who answers reviews: the shop's name from the store settings. */
  shopName: string;
}) {
  const { summary, items, page, pages } = reviews;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-16">
      <h2 id="reviews-heading" className="text-3xl font-extrabold">
        Reviews
      </h2>
      {summary.count && summary.average !== null ? (
        <div className="mt-4 flex flex-wrap gap-8">
          <div>
            <p className="text-4xl font-extrabold">{summary.average.toFixed(1)}</p>
            <Stars rating={summary.average} label={`Rated ${summary.average.toFixed(1)} out of 5`} />
            <p className="text-sm">
              {summary.count} review{summary.count === 1 ? "" : "s"}
            </p>
            {summary.fit ? <p className="mt-2 font-semibold">{summary.fit}</p> : null}
          </div>
          <Distribution summary={summary} />
        </div>
      ) : (
        <p className="mt-4 text-ink-soft">No reviews yet.</p>
      )}
      <p className="mt-4 text-sm">
        Bought it?{" "}
        <a href={`/product/${encodeURIComponent(handle)}/review`} className="font-semibold underline">
          Write a review
        </a>
      </p>
      {items.length ? (
        <ul className="mt-6">
          {items.map((review) => (
            <ReviewItem key={review.id} review={review} shopName={shopName} />
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Review pages" className="mt-4 flex gap-4 text-sm font-semibold">
          {page > 1 ? <a href={`?reviews=${page - 1}#reviews`}>Newer reviews</a> : null}
          {page < pages ? <a href={`?reviews=${page + 1}#reviews`}>Older reviews</a> : null}
        </nav>
      ) : null}
    </section>
  );
}
