// /admin/reviews: every review, those waiting first; approve, hide or answer each one.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { Stars } from "~/components/ui/stars";
import { FIT_LABELS, type ReviewFit } from "./fit";

export type ModeratedReview = {
  id: string;
  productHandle: string;
  productName: string;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  fit: ReviewFit;
  status: "pending" | "approved" | "hidden";
  answer: string | null;
  createdAt: string;
  photos: string[];
};

export type ModerationAnswer =
  { ok: true; message: string } | { ok: false; reviewId?: string; fieldErrors: Partial<Record<string, string>> };

const STATUS_WORDS = { pending: "Waiting for approval", approved: "Approved", hidden: "Hidden" } as const;

function ReviewCard({ review, result }: { review: ModeratedReview; result: ModerationAnswer | null }) {
  const errors = result && !result.ok && result.reviewId === review.id ? result.fieldErrors : {};
  return (
    <article aria-label={`Review: ${review.title}`} className="rounded-card border-2 border-line bg-white p-6">
      <p className="text-sm text-ink-soft">
        {review.productName} · {review.authorName} · {STATUS_WORDS[review.status]}
      </p>
      <h2 className="mt-1 text-xl font-bold">{review.title}</h2>
      <Stars rating={review.rating} />
      <p className="mt-2 whitespace-pre-line">{review.body}</p>
      <p className="mt-1 text-sm">Fit: {FIT_LABELS[review.fit]}</p>
      {review.photos.length ? (
        <div className="mt-2 flex gap-2">
          {review.photos.map((photo, index) => (
            <img
              key={photo}
              src={`/reviews/photos/${photo}.png`}
              alt={`${review.authorName}’s shot ${index + 1} for “${review.title}”`}
              className="h-20 w-20 rounded-2xl object-cover"
            />
          ))}
        </div>
      ) : null}
      {errors.form ? <p className="mt-2 font-semibold text-bubblegum-deep">{errors.form}</p> : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {review.status !== "approved" ? (
          <Form method="post">
            <input type="hidden" name="reviewId" value={review.id} />
            <Button type="submit" name="intent" value="approve" size="sm">
              Approve
            </Button>
          </Form>
        ) : null}
        {review.status !== "hidden" ? (
          <Form method="post">
            <input type="hidden" name="reviewId" value={review.id} />
            <Button type="submit" name="intent" value="hide" size="sm" variant="outline">
              Hide
            </Button>
          </Form>
        ) : null}
      </div>
      <Form method="post" className="mt-4 space-y-2">
        <input type="hidden" name="reviewId" value={review.id} />
        <Field label={`Your answer to “${review.title}”`} error={errors.answer}>
          <Textarea name="answer" rows={2} defaultValue={review.answer ?? ""} />
        </Field>
        <Button type="submit" name="intent" value="answer" size="sm" variant="secondary">
          Save answer
        </Button>
      </Form>
    </article>
  );
}

export function AdminReviewsPage({ reviews, result }: { reviews: ModeratedReview[]; result: ModerationAnswer | null }) {
  return (
    <div className="space-y-6">
      {result?.ok ? (
        <p role="status" className="font-semibold">
          {result.message}
        </p>
      ) : null}
      {reviews.length ? (
        reviews.map((review) => <ReviewCard key={review.id} review={review} result={result} />)
      ) : (
        <p>No reviews yet.</p>
      )}
    </div>
  );
}
