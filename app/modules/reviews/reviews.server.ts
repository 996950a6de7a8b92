// Writing a review: who may (a customer with a delivered order holding the product, once), the
// checks of the form, and its photos, checked by the personalisation uploads' checks.
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { fieldErrorsOf } from "~/lib/forms";
import { db, schema } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import type { RecurringPayload } from "~/lib/jobs.server";
import { deliveredOrderHolding, type ReviewedProduct } from "~/modules/order-lifecycle/index.server";
import { checkUpload } from "~/modules/personalisation/index.server";
import { reviewSchema, type ReviewField } from "./review.schema";

export const NOT_A_BUYER = "Only customers with a delivered order of this product can review it";
export const ALREADY_REVIEWED = "You have already reviewed this product";

export type Eligibility = { may: true; orderId: string } | { may: false; reason: string };

/** A catalogue product as reviews name it: its handle, and a Shopify product's numeric id. */
export function reviewedProduct(product: { id: string; handle: string }): ReviewedProduct {
  const shopifyId = /^gid:\/\/shopify\/Product\/(\d+)$/.exec(product.id)?.[1] ?? null;
  return { handle: product.handle, shopifyId };
}

/** Whether the customer may review the product now, and through which order. */
export async function reviewEligibility(userId: string, product: ReviewedProduct): Promise<Eligibility> {
  const [existing] = await db
    .select({ id: schema.reviews.id })
    .from(schema.reviews)
    .where(and(eq(schema.reviews.userId, userId), eq(schema.reviews.productHandle, product.handle)));
  if (existing) return { may: false, reason: ALREADY_REVIEWED };
  const orderId = await deliveredOrderHolding(userId, product);
  return orderId ? { may: true, orderId } : { may: false, reason: NOT_A_BUYER };
}

export type SubmitResult =
  { ok: true; reviewId: string } | { ok: false; fieldErrors: Partial<Record<ReviewField, string>>; refused?: string };

const PHOTO_MISSING = "A photo could not be found: upload it again";
/** Thrown inside the transaction so that nothing of the review is written. */
class PhotoMissing extends Error {
  override name = "PhotoMissing";
}

/** Checks and stores a review (waiting for the owner); answers the field errors or the refusal otherwise. */
export async function submitReview(
  author: { id: string; name: string },
  product: ReviewedProduct,
  values: unknown,
): Promise<SubmitResult> {
  const parsed = reviewSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf<ReviewField>(parsed.error) };
  const eligibility = await reviewEligibility(author.id, product);
  if (!eligibility.may) return { ok: false, refused: eligibility.reason, fieldErrors: { form: eligibility.reason } };
  const input = parsed.data;
  const photos = [...new Set(input.photos)];
  return db
    .transaction(async (tx) => {
      // The unique index on (user, product) makes the second of two racing posts write nothing.
      const [review] = await tx
        .insert(schema.reviews)
        .values({
          productHandle: product.handle,
          userId: author.id,
          orderId: eligibility.orderId,
          authorName: author.name.trim() || "A buyer",
          rating: input.rating,
          title: input.title,
          body: input.body,
          fit: input.fit,
        })
        .onConflictDoNothing()
        .returning({ id: schema.reviews.id });
      if (!review) return { ok: false as const, refused: ALREADY_REVIEWED, fieldErrors: { form: ALREADY_REVIEWED } };
      for (const [position, photoId] of photos.entries()) {
        const attached = await tx
          .update(schema.reviewPhotos)
          .set({ reviewId: review.id, position })
          .where(
            and(
              eq(schema.reviewPhotos.id, photoId),
              eq(schema.reviewPhotos.userId, author.id),
              isNull(schema.reviewPhotos.reviewId),
            ),
          )
          .returning({ id: schema.reviewPhotos.id });
        // Someone else's photo, or one already used: nothing of the review is kept.
        if (!attached.length) throw new PhotoMissing(PHOTO_MISSING);
      }
      return { ok: true as const, reviewId: review.id };
    })
    .catch((error: unknown) => {
      if (error instanceof PhotoMissing) {
        return { ok: false as const, fieldErrors: { photos: PHOTO_MISSING } };
      }
      throw error;
    });
}

/** Stores a customer's photo for a review they are writing, after the personalisation uploads' checks. */
export async function storeReviewPhoto(userId: string, bytes: Uint8Array) {
  const checked = await checkUpload(bytes);
  const [row] = await db
    .insert(schema.reviewPhotos)
    .values({ userId, png: checked.png, width: checked.width, height: checked.height })
    .returning({ id: schema.reviewPhotos.id });
  return { id: row!.id, width: checked.width, height: checked.height };
}

export const PRUNE_REVIEW_PHOTOS_JOB = "prune-review-photos";
declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "prune-review-photos": RecurringPayload;
  }
}
export const PRUNE_REVIEW_PHOTOS_EVERY_MS = 24 * 60 * 60_000;
/** A photo no review took is kept this long: a customer may leave the form open overnight. */
export const UNATTACHED_PHOTO_HOURS = 24;

/** Deletes the photos uploaded before the retention period that no review took; answers how many. */
export async function pruneUnattachedReviewPhotos(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_PHOTO_HOURS * 60 * 60_000);
  const gone = await db
    .delete(schema.reviewPhotos)
    .where(and(isNull(schema.reviewPhotos.reviewId), lt(schema.reviewPhotos.createdAt, before)))
    .returning({ id: schema.reviewPhotos.id });
  return gone.length;
}

export async function handlePruneReviewPhotosJob() {
  await pruneUnattachedReviewPhotos();
}

/**
 * A review photo's PNG for this viewer, or null: anyone sees the photos of approved reviews; the
 * uploader and admins see the others (the form's thumbnails, moderation).
 */
export async function reviewPhotoPng(id: string, viewer: { id: string; isAdmin: boolean } | null) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ png: schema.reviewPhotos.png, userId: schema.reviewPhotos.userId, status: schema.reviews.status })
    .from(schema.reviewPhotos)
    .leftJoin(schema.reviews, eq(schema.reviews.id, schema.reviewPhotos.reviewId))
    .where(eq(schema.reviewPhotos.id, id));
  if (!row) return null;
  if (row.status === "approved" || viewer?.isAdmin || viewer?.id === row.userId) return row.png;
  return null;
}

/** The photo ids of reviews, in their order, by review id. */
export async function photosOf(reviewIds: string[]) {
  const byReview = new Map<string, string[]>();
  if (!reviewIds.length) return byReview;
  const rows = await db
    .select({ id: schema.reviewPhotos.id, reviewId: schema.reviewPhotos.reviewId })
    .from(schema.reviewPhotos)
    .where(inArray(schema.reviewPhotos.reviewId, reviewIds))
    .orderBy(schema.reviewPhotos.position);
  for (const row of rows) byReview.set(row.reviewId!, [...(byReview.get(row.reviewId!) ?? []), row.id]);
  return byReview;
}
