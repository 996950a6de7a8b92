// Writing reviews on the real database: only a customer with a delivered order holding the
// product, once; the form's checks; photos checked like personalisation's and attached once.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { setStatusByAdmin } from "~/modules/order-lifecycle/index.server";
import { orderFor } from "../../../tests/support/admin-fixtures";
import { makeUser } from "../../../tests/support/checkout-fixtures";
import {
  ALREADY_REVIEWED,
  NOT_A_BUYER,
  pruneUnattachedReviewPhotos,
  reviewEligibility,
  reviewPhotoPng,
  storeReviewPhoto,
  submitReview,
} from "./reviews.server";

const good = { rating: "4", title: "Lovely tee", body: "Soft and thick.", fit: "small", photos: [] as string[] };

/** A customer and the handle of a product in one of their paid orders, moved to `status` by an admin. */
async function buyer(status: "delivered" | "shipped" = "delivered") {
  const userId = await makeUser("Rae Buyer");
  const order = await orderFor(userId, { paid: true });
  await db.transaction((tx) =>
    setStatusByAdmin(tx, { orderId: order.id, status, trackingNumber: null, actorId: "admin" }),
  );
  const [line] = await db
    .select({ handle: schema.products.handle })
    .from(schema.orderItems)
    .innerJoin(schema.products, eq(schema.products.id, schema.orderItems.productId))
    .where(eq(schema.orderItems.orderId, order.id));
  return {
    user: { id: userId, name: "Rae Buyer" },
    handle: line!.handle,
    product: { handle: line!.handle },
    orderId: order.id,
  };
}

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: "#aa66cc" } })
    .png()
    .toBuffer();

describe("who may review", () => {
  it("lets a customer with a delivered order review the product once, waiting for the owner", async () => {
    const { user, handle, product, orderId } = await buyer();
    expect(await reviewEligibility(user.id, product)).toEqual({ may: true, orderId });
    const result = await submitReview(user, product, good);
    expect(result.ok).toBe(true);
    const [row] = await db.select().from(schema.reviews).where(eq(schema.reviews.userId, user.id));
    expect(row).toMatchObject({ productHandle: handle, rating: 4, fit: "small", status: "pending", orderId });
    expect(await submitReview(user, product, { ...good, title: "Again" })).toMatchObject({
      ok: false,
      refused: ALREADY_REVIEWED,
    });
    expect(await db.select().from(schema.reviews).where(eq(schema.reviews.userId, user.id))).toHaveLength(1);
  });

  it("refuses a customer whose order is not delivered, and one who never bought the product", async () => {
    const shipped = await buyer("shipped");
    expect(await submitReview(shipped.user, shipped.product, good)).toMatchObject({ ok: false, refused: NOT_A_BUYER });
    const strangerId = await makeUser("Stranger");
    expect(await submitReview({ id: strangerId, name: "S" }, shipped.product, good)).toMatchObject({
      refused: NOT_A_BUYER,
    });
    expect(await db.select().from(schema.reviews).where(eq(schema.reviews.productHandle, shipped.handle))).toEqual([]);
  });

  it("answers each bad field with its message and writes nothing", async () => {
    const { user, product } = await buyer();
    const result = await submitReview(user, product, {
      rating: "6",
      title: " ",
      body: "x".repeat(2001),
      fit: "tiny",
      photos: ["a", "b", "c", "d"],
    });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        rating: "Choose a rating from 1 to 5 stars",
        title: "Give your review a title",
        body: "Your review can be at most 2,000 characters",
        fit: "Say how it fits",
        photos: expect.any(String),
      },
    });
    expect(await db.select().from(schema.reviews).where(eq(schema.reviews.userId, user.id))).toEqual([]);
    expect((await submitReview(user, product, { ...good, body: "y".repeat(2000) })).ok).toBe(true);
  });
});

describe("review photos", () => {
  it("checks a photo like a personalisation upload, attaches it to the review and shows it once approved", async () => {
    const { user, product } = await buyer();
    await expect(storeReviewPhoto(user.id, new TextEncoder().encode("%PDF-1.4 not a picture"))).rejects.toThrow(
      "A PDF cannot be printed from here",
    );
    const photo = await storeReviewPhoto(user.id, await png());
    expect(photo).toMatchObject({ width: 40, height: 30 });
    // The uploader sees it while writing; a visitor does not.
    expect(await reviewPhotoPng(photo.id, { id: user.id, isAdmin: false })).not.toBeNull();
    expect(await reviewPhotoPng(photo.id, null)).toBeNull();
    const result = await submitReview(user, product, { ...good, photos: [photo.id] });
    if (!result.ok) throw new Error(JSON.stringify(result));
    await db.update(schema.reviews).set({ status: "approved" }).where(eq(schema.reviews.id, result.reviewId));
    expect(await reviewPhotoPng(photo.id, null)).not.toBeNull();
  });

  it("refuses someone else's photo and writes no review", async () => {
    const { user, product } = await buyer();
    const otherId = await makeUser("Other");
    const theirs = await storeReviewPhoto(otherId, await png());
    expect(await submitReview(user, product, { ...good, photos: [theirs.id] })).toMatchObject({
      ok: false,
      fieldErrors: { photos: "A photo could not be found: upload it again" },
    });
    expect(await db.select().from(schema.reviews).where(eq(schema.reviews.userId, user.id))).toEqual([]);
  });

  it("prunes the photos no review took once they are a day old, and keeps the rest", async () => {
    const { user, product } = await buyer();
    const taken = await storeReviewPhoto(user.id, await png());
    const left = await storeReviewPhoto(user.id, await png());
    const result = await submitReview(user, product, { ...good, photos: [taken.id] });
    if (!result.ok) throw new Error(JSON.stringify(result));
    const ids = async () =>
      (await db.select({ id: schema.reviewPhotos.id }).from(schema.reviewPhotos)).map((row) => row.id);
    const dayAndMinute = 24 * 60 * 60_000 + 60_000;
    // Within the day: nothing goes.
    await pruneUnattachedReviewPhotos(new Date(Date.now() + 60_000));
    expect(await ids()).toEqual(expect.arrayContaining([taken.id, left.id]));
    await pruneUnattachedReviewPhotos(new Date(Date.now() + dayAndMinute));
    expect(await ids()).toContain(taken.id);
    expect(await ids()).not.toContain(left.id);
  });
});
