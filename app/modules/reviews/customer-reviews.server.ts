// A customer's reviews in their own data (decision 063), and what deleting the account leaves:
// the reviews themselves go with the account (the foreign key cascades), this clears the address
// the review requests were sent to.
import { eq } from "drizzle-orm";
import { db, schema, type Tx } from "~/lib/db.server";

/** The customer's reviews, oldest first, as the export shows them. */
export function reviewsOfCustomer(userId: string) {
  return db
    .select({
      product: schema.reviews.productHandle,
      name: schema.reviews.authorName,
      rating: schema.reviews.rating,
      title: schema.reviews.title,
      body: schema.reviews.body,
      fit: schema.reviews.fit,
      status: schema.reviews.status,
      answer: schema.reviews.answer,
      createdAt: schema.reviews.createdAt,
    })
    .from(schema.reviews)
    .where(eq(schema.reviews.userId, userId))
    .orderBy(schema.reviews.createdAt);
}

/**
 * The review requests already sent stay (each is the once-only marker of its order) with the
 * address replaced; the address's opt-out goes, since no request can reach it any more.
 */
export async function forgetReviewAddress(tx: Tx, email: string, replacement: string) {
  const address = email.toLowerCase();
  await tx.update(schema.reviewRequests).set({ email: replacement }).where(eq(schema.reviewRequests.email, address));
  await tx.delete(schema.reviewEmailOptOuts).where(eq(schema.reviewEmailOptOuts.email, address));
}
