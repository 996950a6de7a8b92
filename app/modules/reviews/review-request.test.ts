// The review request on the real database: queued by the lifecycle at delivery for
// REVIEW_REQUEST_DAYS later, sent once per order, never to an address that unsubscribed.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { setStatusByAdmin } from "~/modules/order-lifecycle/index.server";
import { orderFor } from "../../../tests/support/admin-fixtures";
import { makeUser } from "../../../tests/support/checkout-fixtures";
import { handleRequestReviewJob, unsubscribeFromReviewRequests } from "./review-request.server";

async function deliveredOrder() {
  const userId = await makeUser("Rae Buyer");
  const order = await orderFor(userId, { paid: true });
  await db.transaction((tx) =>
    setStatusByAdmin(tx, { orderId: order.id, status: "delivered", trackingNumber: null, actorId: "admin" }),
  );
  return order;
}

const requestJobs = (orderId: string) =>
  db
    .select()
    .from(schema.jobs)
    .where(and(eq(schema.jobs.type, "request-review"), sql`${schema.jobs.payload}->>'orderId' = ${orderId}`));

const requestEmails = async (to: string) =>
  (await db.select().from(schema.jobs).where(eq(schema.jobs.type, "send-email")))
    .map((row) => row.payload as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === to && mail.subject.startsWith("How did it fit"));

describe("the review request", () => {
  it("is queued at delivery for REVIEW_REQUEST_DAYS later, and only then", async () => {
    const before = Date.now();
    const order = await deliveredOrder();
    const [job] = await requestJobs(order.id);
    const days = (job!.runAt.getTime() - before) / (24 * 60 * 60_000);
    expect(days).toBeGreaterThan(env.REVIEW_REQUEST_DAYS - 0.01);
    expect(days).toBeLessThan(env.REVIEW_REQUEST_DAYS + 0.01);
    const shipped = await orderFor(await makeUser(), { paid: true });
    await db.transaction((tx) =>
      setStatusByAdmin(tx, { orderId: shipped.id, status: "shipped", trackingNumber: null, actorId: "admin" }),
    );
    expect(await requestJobs(shipped.id)).toEqual([]);
  });

  it("sends one email per order however often its job runs, with review and unsubscribe links", async () => {
    const order = await deliveredOrder();
    await handleRequestReviewJob({ orderId: order.id });
    await handleRequestReviewJob({ orderId: order.id });
    const mails = await requestEmails(order.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/Test Tee: http:\/\/\S+\/product\/test-tee[^/\s]*\/review/);
    expect(mails[0]!.text).toMatch(/\/reviews\/unsubscribe\/[\w-]{20,}/);
  });

  it("sends nothing to an address that unsubscribed, nor for an order no longer delivered", async () => {
    const first = await deliveredOrder();
    await handleRequestReviewJob({ orderId: first.id });
    const token = (await requestEmails(first.email))[0]!.text.match(/\/reviews\/unsubscribe\/([\w-]+)/)![1]!;
    expect(await unsubscribeFromReviewRequests(token)).toBe(true);
    expect(await unsubscribeFromReviewRequests("not-a-token")).toBe(false);
    const second = await orderFor(await makeUser(), { paid: true, email: first.email });
    await db.transaction((tx) =>
      setStatusByAdmin(tx, { orderId: second.id, status: "delivered", trackingNumber: null, actorId: "admin" }),
    );
    await handleRequestReviewJob({ orderId: second.id });
    expect(await requestEmails(first.email)).toHaveLength(1);

    const cancelled = await deliveredOrder();
    await db.transaction((tx) =>
      setStatusByAdmin(tx, { orderId: cancelled.id, status: "cancelled", trackingNumber: null, actorId: "admin" }),
    );
    await handleRequestReviewJob({ orderId: cancelled.id });
    expect(await requestEmails(cancelled.email)).toEqual([]);
  });
});
