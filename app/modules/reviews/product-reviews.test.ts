// What shoppers read of reviews, on the real database: approved ones only, newest first, 10 a
// page; the average, distribution and fit summary; the cards' stars; the owner's moderation.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { makeUser } from "../../../tests/support/checkout-fixtures";
import { moderateReview, reviewsToModerate } from "./moderation.server";
import { approvedReviews, productRatings, ratingsOf, reviewSummary } from "./product-reviews.server";
import { fitSummaryOf } from "./summary";

async function seedReviews(
  handle: string,
  reviews: { rating: number; fit: "small" | "true" | "large"; status: "pending" | "approved" | "hidden" }[],
) {
  for (const [i, review] of reviews.entries()) {
    await db.insert(schema.reviews).values({
      productHandle: handle,
      userId: await makeUser(),
      authorName: `Buyer ${i}`,
      title: `Review ${i}`,
      body: "Text",
      ...review,
      createdAt: new Date(Date.now() - (reviews.length - i) * 60_000),
    });
  }
}

describe("a product's reviews", () => {
  it("counts and shows only approved reviews, newest first, ten a page", async () => {
    const handle = `tee-${randomUUID().slice(0, 8)}`;
    const approved = Array.from({ length: 11 }, (_, i) => ({
      rating: i < 8 ? 5 : 2,
      fit: (i < 6 ? "small" : "true") as "small" | "true",
      status: "approved" as const,
    }));
    await seedReviews(handle, [
      ...approved,
      { rating: 1, fit: "large", status: "pending" },
      { rating: 1, fit: "large", status: "hidden" },
    ]);
    const summary = await reviewSummary(handle);
    expect(summary).toMatchObject({ count: 11, average: 4.2, fit: "Most buyers say: runs small" });
    expect(summary.distribution).toEqual([
      { stars: 5, count: 8 },
      { stars: 4, count: 0 },
      { stars: 3, count: 0 },
      { stars: 2, count: 3 },
      { stars: 1, count: 0 },
    ]);
    const first = await approvedReviews(handle, 1);
    expect(first).toHaveLength(10);
    expect(first[0]!.title).toBe("Review 10");
    expect((await approvedReviews(handle, 2)).map((review) => review.title)).toEqual(["Review 0"]);
    expect(await ratingsOf([handle, "no-such-handle"])).toEqual({ [handle]: { average: 4.2, count: 11 } });
  });

  it("says nothing of the fit on a tie or without reviews", () => {
    expect(fitSummaryOf({ small: 2, true: 2, large: 0 })).toBeNull();
    expect(fitSummaryOf({ small: 0, true: 0, large: 0 })).toBeNull();
    expect(fitSummaryOf({ small: 0, true: 1, large: 3 })).toBe("Most buyers say: runs large");
  });
});

describe("moderation", () => {
  it("approves, answers and hides a review; refuses an unknown one", async () => {
    const handle = `tee-${randomUUID().slice(0, 8)}`;
    await seedReviews(handle, [{ rating: 4, fit: "true", status: "pending" }]);
    const [row] = await db.select().from(schema.reviews).where(eq(schema.reviews.productHandle, handle));
    const listed = (await reviewsToModerate()).find((review) => review.id === row!.id);
    expect(listed).toMatchObject({ status: "pending", productName: handle });
    expect(await moderateReview({ intent: "approve", reviewId: row!.id })).toEqual({
      ok: true,
      message: "Review approved",
    });
    expect(await moderateReview({ intent: "answer", reviewId: row!.id, answer: "Thank you!" })).toMatchObject({
      ok: true,
    });
    expect((await approvedReviews(handle, 1))[0]).toMatchObject({ answer: "Thank you!" });
    await moderateReview({ intent: "hide", reviewId: row!.id });
    expect(await approvedReviews(handle, 1)).toEqual([]);
    expect(await moderateReview({ intent: "approve", reviewId: randomUUID() })).toMatchObject({
      ok: false,
      fieldErrors: { form: "This review no longer exists" },
    });
    expect(await moderateReview({ intent: "approve", reviewId: "nope" })).toMatchObject({ ok: false });
  });
});

describe("insights", () => {
  it("gives each reviewed product its average, count and fit summary from approved reviews", async () => {
    const handle = `tee-${randomUUID().slice(0, 8)}`;
    await seedReviews(handle, [
      { rating: 5, fit: "large", status: "approved" },
      { rating: 4, fit: "large", status: "approved" },
      { rating: 2, fit: "small", status: "approved" },
      { rating: 1, fit: "small", status: "hidden" },
    ]);
    const row = (await productRatings()).find((rating) => rating.handle === handle);
    expect(row).toEqual({ handle, name: handle, average: 3.7, count: 3, fit: "Most buyers say: runs large" });
  });
});
