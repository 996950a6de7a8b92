// /admin/reviews on the server: the reviews to moderate, and approving, hiding or answering one.
import { desc, eq, sql } from "drizzle-orm";
import { fieldErrorsOf } from "~/lib/forms";
import { db, schema } from "~/lib/db.server";
import { clearPageCache } from "~/lib/page-cache.server";
import { moderationSchema } from "./moderation.schema";
import { photosOf } from "./reviews.server";

/** Every review, those waiting first, then newest first; with the product's name where it is ours. */
export async function reviewsToModerate() {
  const rows = await db
    .select({
      review: schema.reviews,
      productName: schema.products.name,
    })
    .from(schema.reviews)
    .leftJoin(schema.products, eq(schema.products.handle, schema.reviews.productHandle))
    .orderBy(sql`${schema.reviews.status} = 'pending' desc`, desc(schema.reviews.createdAt))
    .limit(200);
  const photos = await photosOf(rows.map((row) => row.review.id));
  return rows.map(({ review, productName }) => ({
    id: review.id,
    productHandle: review.productHandle,
    productName: productName ?? review.productHandle,
    authorName: review.authorName,
    rating: review.rating,
    title: review.title,
    body: review.body,
    fit: review.fit,
    status: review.status,
    answer: review.answer,
    createdAt: review.createdAt.toISOString(),
    photos: photos.get(review.id) ?? [],
  }));
}

export type ModerationResult =
  { ok: true; message: string } | { ok: false; reviewId?: string; fieldErrors: Partial<Record<string, string>> };

const MESSAGES = { approve: "Review approved", hide: "Review hidden", answer: "Answer saved" } as const;

/** Applies one moderation form; the pages that show reviews are rendered afresh after it. */
export async function moderateReview(values: Record<string, unknown>): Promise<ModerationResult> {
  const parsed = moderationSchema.safeParse(values);
  const reviewId = typeof values.reviewId === "string" ? values.reviewId : undefined;
  if (!parsed.success) return { ok: false, reviewId, fieldErrors: fieldErrorsOf(parsed.error) };
  const input = parsed.data;
  const set =
    input.intent === "answer"
      ? { answer: input.answer || null, answeredAt: input.answer ? new Date() : null }
      : { status: input.intent === "approve" ? ("approved" as const) : ("hidden" as const) };
  const changed = await db
    .update(schema.reviews)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(schema.reviews.id, input.reviewId))
    .returning({ id: schema.reviews.id });
  if (!changed.length) return { ok: false, reviewId, fieldErrors: { form: "This review no longer exists" } };
  // An anonymous product page is kept a few seconds: the change shows at once.
  clearPageCache();
  return { ok: true, message: MESSAGES[input.intent] };
}
