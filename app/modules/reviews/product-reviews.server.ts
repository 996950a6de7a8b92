// What shoppers read: a product's approved reviews (newest first, a page at a time), their
// average, distribution and fit summary, and the stars of the listing's cards.
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import type { ProductReviewsData, ShownReview } from "./product-reviews";
import { FIT_LABELS, type ReviewFit } from "./fit";
import { fitSummaryOf, type ReviewSummary } from "./summary";
import { photosOf } from "./reviews.server";

export const REVIEWS_PER_PAGE = 10;

const approvedOf = (handle: string) =>
  and(eq(schema.reviews.productHandle, handle), eq(schema.reviews.status, "approved"));

/** The average, count, stars distribution (5 → 1) and fit summary of a product's approved reviews. */
export async function reviewSummary(handle: string): Promise<ReviewSummary> {
  const rows = await db
    .select({ rating: schema.reviews.rating, fit: schema.reviews.fit, n: count() })
    .from(schema.reviews)
    .where(approvedOf(handle))
    .groupBy(schema.reviews.rating, schema.reviews.fit);
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: rows.filter((row) => row.rating === stars).reduce((sum, row) => sum + row.n, 0),
  }));
  const total = rows.reduce((sum, row) => sum + row.n, 0);
  const points = rows.reduce((sum, row) => sum + row.rating * row.n, 0);
  const fits = { small: 0, true: 0, large: 0 };
  for (const row of rows) fits[row.fit] += row.n;
  return {
    count: total,
    average: total ? Math.round((points / total) * 10) / 10 : null,
    distribution,
    fit: fitSummaryOf(fits),
  };
}

/** A product's reviews for its page: the summary and one page of approved reviews (page from 1). */
export async function productReviews(handle: string, requestedPage: number): Promise<ProductReviewsData> {
  const summary = await reviewSummary(handle);
  const pages = Math.max(1, Math.ceil(summary.count / REVIEWS_PER_PAGE));
  const page = Math.min(Math.max(1, requestedPage), pages);
  return { summary, items: summary.count ? await approvedReviews(handle, page) : [], page, pages };
}

/** One page (from 1) of a product's approved reviews, newest first. */
export async function approvedReviews(handle: string, page: number): Promise<ShownReview[]> {
  const rows = await db
    .select()
    .from(schema.reviews)
    .where(approvedOf(handle))
    .orderBy(desc(schema.reviews.createdAt), desc(schema.reviews.id))
    .limit(REVIEWS_PER_PAGE)
    .offset((Math.max(1, page) - 1) * REVIEWS_PER_PAGE);
  const photos = await photosOf(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    authorName: row.authorName,
    rating: row.rating,
    title: row.title,
    body: row.body,
    fitLabel: FIT_LABELS[row.fit],
    createdAt: row.createdAt.toISOString(),
    answer: row.answer,
    photos: photos.get(row.id) ?? [],
  }));
}

export type CardRating = { average: number; count: number };

/** The listing's stars: average and count of approved reviews per product handle (none: absent). */
export async function ratingsOf(handles: string[]): Promise<Record<string, CardRating>> {
  if (!handles.length) return {};
  const rows = await db
    .select({
      handle: schema.reviews.productHandle,
      average: sql<number>`round(avg(${schema.reviews.rating}), 1)`.mapWith(Number),
      count: count(),
    })
    .from(schema.reviews)
    .where(and(inArray(schema.reviews.productHandle, handles), eq(schema.reviews.status, "approved")))
    .groupBy(schema.reviews.productHandle);
  return Object.fromEntries(rows.map((row) => [row.handle, { average: row.average, count: row.count }]));
}

/** Every reviewed product's average, count and fit summary (the owner's insights), best rated first. */
export async function productRatings() {
  const rows = await db
    .select({
      handle: schema.reviews.productHandle,
      name: schema.products.name,
      fit: schema.reviews.fit,
      count: count(),
      points: sql<number>`sum(${schema.reviews.rating})`.mapWith(Number),
    })
    .from(schema.reviews)
    .leftJoin(schema.products, eq(schema.products.handle, schema.reviews.productHandle))
    .where(eq(schema.reviews.status, "approved"))
    .groupBy(schema.reviews.productHandle, schema.products.name, schema.reviews.fit);
  const byHandle = new Map<string, { name: string; count: number; points: number; fits: Record<ReviewFit, number> }>();
  for (const row of rows) {
    const product = byHandle.get(row.handle) ?? {
      name: row.name ?? row.handle,
      count: 0,
      points: 0,
      fits: { small: 0, true: 0, large: 0 },
    };
    product.count += row.count;
    product.points += row.points;
    product.fits[row.fit] += row.count;
    byHandle.set(row.handle, product);
  }
  return [...byHandle.entries()]
    .map(([handle, product]) => ({
      handle,
      name: product.name,
      average: Math.round((product.points / product.count) * 10) / 10,
      count: product.count,
      fit: fitSummaryOf(product.fits),
    }))
    .sort((a, b) => b.average - a.average || b.count - a.count || a.name.localeCompare(b.name));
}
