// Shopify mode's reviews on the real database: an order that arrived by Shopify's webhook names
// its lines' product ids; once delivered, its customer may review those products (keyed by their
// handles) and the request job is queued for it.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { setStatusByAdmin } from "~/modules/order-lifecycle/index.server";
import { respondToShopifyWebhook } from "~/modules/shopify-orders/index.server";
import { FAKE_WEBHOOK_SECRET, shopifyOrder, webhookRequest } from "../../../tests/fakes/shopify-webhooks";
import { NOT_A_BUYER, reviewedProduct, reviewEligibility, submitReview } from "./reviews.server";

const CLOUD_TEE = reviewedProduct({ id: "gid://shopify/Product/1", handle: "cloud-tee" });
const HOODIE = reviewedProduct({ id: "gid://shopify/Product/2", handle: "dreamy-hoodie" });

async function shopifyBuyer() {
  const id = randomUUID();
  const email = `${id}@example.test`;
  await db.insert(schema.users).values({ id, name: "Robin Shopper", email, emailVerified: true });
  const order = shopifyOrder({ email, financialStatus: "paid" });
  const request = webhookRequest("http://localhost:3000/webhooks/shopify", "orders/create", order);
  expect((await respondToShopifyWebhook(request, FAKE_WEBHOOK_SECRET)).status).toBe(200);
  const [row] = await db
    .select({ orderId: schema.shopifyOrders.orderId, lines: schema.shopifyOrders.lines })
    .from(schema.shopifyOrders)
    .where(eq(schema.shopifyOrders.shopifyId, String(order.id)));
  return { user: { id, name: "Robin Shopper" }, orderId: row!.orderId, lines: row!.lines };
}

describe("reviews in Shopify mode", () => {
  it("lets the customer of a delivered webhook order review its products by handle, and queues the request", async () => {
    const { user, orderId, lines } = await shopifyBuyer();
    expect(lines.map((line) => line.productId)).toEqual(["1", "3"]);
    expect(CLOUD_TEE).toEqual({ handle: "cloud-tee", shopifyId: "1" });
    // Not delivered yet.
    expect(await reviewEligibility(user.id, CLOUD_TEE)).toEqual({ may: false, reason: NOT_A_BUYER });

    await db.transaction((tx) =>
      setStatusByAdmin(tx, { orderId, status: "delivered", trackingNumber: null, actorId: "admin" }),
    );
    expect(await reviewEligibility(user.id, CLOUD_TEE)).toEqual({ may: true, orderId });
    expect(await reviewEligibility(user.id, HOODIE)).toEqual({ may: false, reason: NOT_A_BUYER });
    const result = await submitReview(user, CLOUD_TEE, {
      rating: "5",
      title: "Cloud soft",
      body: "Fits well.",
      fit: "true",
      photos: [],
    });
    expect(result.ok).toBe(true);
    const [review] = await db.select().from(schema.reviews).where(eq(schema.reviews.userId, user.id));
    expect(review).toMatchObject({ productHandle: "cloud-tee", orderId, status: "pending" });
    const jobs = await db
      .select()
      .from(schema.jobs)
      .where(and(eq(schema.jobs.type, "request-review"), sql`${schema.jobs.payload}->>'orderId' = ${orderId}`));
    expect(jobs).toHaveLength(1);
  });
});
