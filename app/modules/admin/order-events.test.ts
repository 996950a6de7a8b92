// An order's history is data: every action writes its event in its own transaction, refund
// requests are found from the events, and the notes text is written from them (SPEC's wording).
import { readFileSync } from "node:fs";
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refundRest } from "../../../tests/support/payment-fixtures";
import { db, schema } from "~/lib/db.server";
import { sandboxProvider, payForOrder } from "~/modules/payments/index.server";
import { card, makeUser } from "../../../tests/support/checkout-fixtures";
import { cancelOrder, getOrderForUser, requestRefund, expireUnpaidOrders } from "~/modules/orders/index.server";
import { admin, orderFor, reload } from "../../../tests/support/admin-fixtures";
import { issueRefund, listOrdersForAdmin, updateOrderStatus } from "./admin-orders.server";
import { parseAdminOrdersQuery } from "./admin.schema";

const HOUR = 60 * 60_000;
const eventsOf = (orderId: string) =>
  db
    .select()
    .from(schema.orderEvents)
    .where(eq(schema.orderEvents.orderId, orderId))
    .orderBy(asc(schema.orderEvents.createdAt), asc(schema.orderEvents.id));
const refundRequested = () => listOrdersForAdmin(parseAdminOrdersQuery(new URLSearchParams("status=refund-requested")));

describe("order events", () => {
  it("records an order's life from placed to refunded, with who and why, and writes SPEC's notes from it", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId);
    const declined = await payForOrder({ orderId: order.id, userId, card: card("4000000000000002") }, sandboxProvider);
    expect(declined.status).toBe("failed");
    await payForOrder({ orderId: order.id, userId, card: card("4242424242424242") }, sandboxProvider);
    const t = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    for (const [index, status] of (["processing", "shipped", "delivered"] as const).entries()) {
      const result = await updateOrderStatus(
        { orderId: order.id, status, trackingNumber: "TRK-1", ...admin },
        t(index + 1),
      );
      expect(result.ok).toBe(true);
    }
    const requestedAt = t(5);
    await requestRefund(order.id, userId, "  The hoodie runs small ", requestedAt);

    expect(
      (await eventsOf(order.id)).map((event) => [event.type, event.fromStatus, event.toStatus, event.actor]),
    ).toEqual([
      ["placed", null, "pending", userId],
      ["payment_failed", null, null, null],
      ["paid", null, null, null],
      ["status_changed", "pending", "processing", admin.actorId],
      ["status_changed", "processing", "shipped", admin.actorId],
      ["status_changed", "shipped", "delivered", admin.actorId],
      ["refund_requested", null, null, userId],
    ]);
    const request = (await eventsOf(order.id)).at(-1)!;
    expect(request).toMatchObject({ reason: "The hoodie runs small", createdAt: requestedAt });
    expect((await eventsOf(order.id))[4]!.data).toEqual({ trackingNumber: "TRK-1" });
    expect((await reload(order.id)).notes?.split("\n").at(-1)).toBe(
      `Refund requested on ${requestedAt.toISOString()}: The hoodie runs small`,
    );

    // The request is a row: clearing the notes text does not hide it from the admin.
    await db.update(schema.orders).set({ notes: null }).where(eq(schema.orders.id, order.id));
    const open = await refundRequested();
    expect(open.orders.map((card) => card.id)).toContain(order.id);
    const adminCard = open.orders.find((card) => card.id === order.id)!;
    expect(adminCard.refundRequest).toBe(`Refund requested on ${requestedAt.toISOString()}: The hoodie runs small`);
    expect(adminCard.events.map((event) => event.type)).toContain("refund_requested");

    const refundedAt = t(6);
    expect(await issueRefund({ orderId: order.id, ...admin }, () => sandboxProvider, refundedAt)).toEqual({
      ok: true,
      alreadyRefunded: false,
      refunded: order.totalAmount,
      currency: "USD",
    });
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({ type: "refunded", actor: admin.actorId });
    expect((await reload(order.id)).notes).toBe(`Refund issued by an admin on ${refundedAt.toISOString()}`);
    expect((await refundRequested()).orders.map((card) => card.id)).not.toContain(order.id);

    // The customer's page gets the same timeline.
    const mine = await getOrderForUser(order.id, userId);
    expect(mine!.events.map((event) => event.type)).toEqual([
      "placed",
      "payment_failed",
      "paid",
      "status_changed",
      "status_changed",
      "status_changed",
      "refund_requested",
      "refunded",
    ]);
  });

  it("a refund request on an order whose notes were edited is still refundable", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId, { paid: true, status: "delivered" });
    await requestRefund(order.id, userId, "Wrong colour");
    await db.update(schema.orders).set({ notes: "edited by hand" }).where(eq(schema.orders.id, order.id));
    expect(await issueRefund({ orderId: order.id, ...admin }, () => sandboxProvider)).toMatchObject({ ok: true });
    expect((await reload(order.id)).paymentStatus).toBe("refunded");
  });

  it("records a customer's cancel and a refused one not at all", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId, { paid: true, status: "processing" });
    const now = new Date(Date.now() + 60_000);
    await cancelOrder(order.id, userId, now);
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      type: "cancelled_by_customer",
      fromStatus: "processing",
      toStatus: "cancelled",
      actor: userId,
      createdAt: now,
    });
    expect((await reload(order.id)).notes).toBe(`Cancelled by customer on ${now.toISOString()}`);
    await expect(cancelOrder(order.id, userId)).rejects.toThrow("This order can no longer be cancelled");
    expect((await eventsOf(order.id)).filter((event) => event.type === "cancelled_by_customer")).toHaveLength(1);

    // The refund job gives the money back: a system event, no admin note.
    await refundRest(order.id, () => sandboxProvider);
    expect((await eventsOf(order.id)).filter((event) => event.type === "refunded")).toMatchObject([{ actor: null }]);
    expect((await reload(order.id)).notes).toBe(`Cancelled by customer on ${now.toISOString()}`);
  });

  it("records an unpaid order's expiry with the hours it waited", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId);
    const now = new Date(Date.now() + 30 * HOUR);
    expect(await expireUnpaidOrders({ now, hours: 24, pick: () => sandboxProvider })).toContain(order.id);
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      type: "expired",
      fromStatus: "pending",
      toStatus: "cancelled",
      actor: null,
      data: { hours: 24 },
    });
    expect((await reload(order.id)).notes).toBe(
      `Cancelled automatically on ${now.toISOString()}: still unpaid 24 hours after checkout`,
    );
  });

  it("the backfill migration gives old orders a placed event and their noted refund requests", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId, { paid: true, status: "delivered" });
    const backfill = readFileSync(
      new URL("../../../db/migrations/0005_order_events_backfill.sql", import.meta.url),
      "utf8",
    );
    const rolledBack = new Error("roll back");
    await db
      .transaction(async (tx) => {
        // Orders from before the events table: notes only.
        await tx
          .update(schema.orders)
          .set({
            notes: [
              "Marked delivered by an admin on 2026-11-01T09:00:00.000Z",
              "Refund requested on 2026-11-02T10:00:00.000Z: Too small: really",
              "Refund requested on 2026-11-03T11:30:00.000Z: Still waiting",
            ].join("\n"),
          })
          .where(eq(schema.orders.id, order.id));
        await tx.delete(schema.orderEvents);
        for (const statement of backfill.split("--> statement-breakpoint")) await tx.execute(sql.raw(statement));
        const rows = await tx
          .select()
          .from(schema.orderEvents)
          .where(eq(schema.orderEvents.orderId, order.id))
          .orderBy(asc(schema.orderEvents.createdAt));
        expect(rows.map((row) => [row.type, row.reason, row.createdAt.toISOString()])).toEqual([
          ["refund_requested", "Too small: really", "2026-11-02T10:00:00.000Z"],
          ["refund_requested", "Still waiting", "2026-11-03T11:30:00.000Z"],
          ["placed", null, order.createdAt.toISOString()],
        ]);
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect((await eventsOf(order.id)).map((event) => event.type)).toContain("placed");
  });
});
