// Status changes on a real database: one conditional UPDATE each, the customer's email queued
// with the change, races settled by the database, paid orders refunded when cancelled.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SEND_EMAIL_JOB } from "~/integrations/mail/mailer.server";
import { db, schema } from "~/lib/db.server";
import { drainJobs } from "~/lib/jobs.server";
import { sandboxProvider, payForOrder } from "~/modules/payments/index.server";
import { REFUND_PAYMENT_JOB } from "~/modules/order-lifecycle/index.server";
import { card, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { UNPAID_REFUSAL } from "~/modules/order-lifecycle";
import { cancelOrder } from "~/modules/orders/index.server";
import { handleRefundPaymentJob } from "~/modules/payments/index.server";
import { updateOrderStatus } from "./admin-orders.server";
import { admin, orderFor, refundJobs, reload, statusEmails } from "../../../tests/support/admin-fixtures";

describe("updateOrderStatus", () => {
  it("moves an order along and queues one email per change with the send-order-status-update fields", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId, { paid: true });
    const number = order.id.slice(0, 8).toUpperCase();

    for (const status of ["processing", "shipped", "delivered"] as const) {
      const result = await updateOrderStatus({
        orderId: order.id,
        status,
        trackingNumber: status === "shipped" ? "1Z999AA10123456784" : undefined,
        ...admin,
      });
      expect(result.ok).toBe(true);
      expect((await reload(order.id)).status).toBe(status);
    }

    const mails = await statusEmails(order.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your softdrop order #${number} is processing`,
      `Your softdrop order #${number} is shipped`,
      `Your softdrop order #${number} is delivered`,
    ]);
    for (const mail of mails) {
      expect(mail.to).toBe(order.email);
      expect(mail.text).toContain(`Hi ${shipping.fullName},`);
      expect(mail.text).toContain(`Order #${number} is now`);
    }
    expect(mails[0]!.text).not.toContain("Tracking number");
    expect(mails[1]!.text).toContain("Tracking number: 1Z999AA10123456784");
    // The tracking number stays on the order, so later emails carry it too.
    expect(mails[2]!.text).toContain("Tracking number: 1Z999AA10123456784");
    expect((await reload(order.id)).notes?.split("\n").filter((line) => line.startsWith("Marked"))).toHaveLength(3);
  });

  it("refuses the status the order already has, and writes nothing", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId, { status: "processing" });
    const before = await reload(order.id);
    const result = await updateOrderStatus({ orderId: order.id, status: "processing", ...admin });
    expect(result).toEqual({ ok: false, message: "This order is already processing" });
    expect(await reload(order.id)).toEqual(before);
    expect(await statusEmails(order.email)).toHaveLength(0);
  });

  it("refuses unknown and malformed order ids", async () => {
    expect(await updateOrderStatus({ orderId: randomUUID(), status: "shipped", ...admin })).toEqual({
      ok: false,
      message: "Order not found",
    });
    expect(await updateOrderStatus({ orderId: "nope", status: "shipped", ...admin })).toEqual({
      ok: false,
      message: "Order not found",
    });
  });

  it("a doubled click applies once and emails once", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId, { paid: true });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        updateOrderStatus({ orderId: order.id, status: "shipped", trackingNumber: "TRK1", ...admin }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await statusEmails(order.email)).toHaveLength(1);
    expect((await reload(order.id)).notes?.match(/Marked shipped/g)).toHaveLength(1);
  });

  it("two different updates at once both apply, one after the other, each with its email", async () => {
    const userId = await makeUser();
    for (let round = 0; round < 5; round++) {
      const order = await orderFor(userId, { paid: true });
      const [a, b] = await Promise.all([
        updateOrderStatus({ orderId: order.id, status: "processing", ...admin }),
        updateOrderStatus({ orderId: order.id, status: "shipped", ...admin }),
      ]);
      expect(a.ok && b.ok).toBe(true);
      const final = await reload(order.id);
      const marks = final.notes!.split("\n").map((line) => line.split(" ")[1]);
      expect(marks.sort()).toEqual(["processing", "shipped"]);
      // The status is whichever update committed last, the one whose note came last.
      expect(final.notes!.split("\n").at(-1)).toContain(`Marked ${final.status} `);
      const mails = await statusEmails(order.email);
      expect(mails.map((mail) => mail.subject.split(" ").at(-1)).sort()).toEqual(["processing", "shipped"]);
    }
  });

  it("a customer's cancel racing Mark Shipped: exactly one wins; a shipped order is never cancelled", async () => {
    const userId = await makeUser();
    for (let round = 0; round < 6; round++) {
      const order = await orderFor(userId, { paid: true });
      const [cancel, ship] = await Promise.allSettled([
        cancelOrder(order.id, userId),
        updateOrderStatus({ orderId: order.id, status: "shipped", trackingNumber: "RACE1", ...admin }),
      ]);
      const cancelWon = cancel.status === "fulfilled";
      const shipWon = ship.status === "fulfilled" && ship.value.ok;
      expect(cancelWon !== shipWon).toBe(true);
      const final = await reload(order.id);
      expect(final.status).toBe(cancelWon ? "cancelled" : "shipped");
      expect(final.trackingNumber).toBe(shipWon ? "RACE1" : null);
      expect(await refundJobs(order.id)).toHaveLength(cancelWon ? 1 : 0);
      expect(await statusEmails(order.email)).toHaveLength(shipWon ? 1 : 0);
    }
  });

  it("keeps a tracking number when shipped again without one, and takes a new one", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId, { paid: true });
    await updateOrderStatus({ orderId: order.id, status: "shipped", trackingNumber: "  TRK-OLD  ", ...admin });
    expect((await reload(order.id)).trackingNumber).toBe("TRK-OLD");
    await updateOrderStatus({ orderId: order.id, status: "processing", trackingNumber: "IGNORED", ...admin });
    expect((await reload(order.id)).trackingNumber).toBe("TRK-OLD");
    await updateOrderStatus({ orderId: order.id, status: "shipped", ...admin });
    expect((await reload(order.id)).trackingNumber).toBe("TRK-OLD");
    await updateOrderStatus({ orderId: order.id, status: "delivered", ...admin });
    await updateOrderStatus({ orderId: order.id, status: "shipped", trackingNumber: "TRK-NEW", ...admin });
    expect((await reload(order.id)).trackingNumber).toBe("TRK-NEW");
  });

  it("cancelling a paid order refunds it through the payment provider", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId, { paid: true, status: "processing" });
    const result = await updateOrderStatus({ orderId: order.id, status: "cancelled", ...admin });
    expect(result.ok).toBe(true);
    expect(await refundJobs(order.id)).toHaveLength(1);
    expect((await statusEmails(order.email)).map((mail) => mail.subject)).toEqual([
      `Your softdrop order #${order.id.slice(0, 8).toUpperCase()} is cancelled`,
    ]);
    await drainJobs({ [REFUND_PAYMENT_JOB]: handleRefundPaymentJob, [SEND_EMAIL_JOB]: async () => undefined });
    expect(await reload(order.id)).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
  });

  it("cancelling an unpaid order queues no refund", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId);
    expect((await updateOrderStatus({ orderId: order.id, status: "cancelled", ...admin })).ok).toBe(true);
    expect(await refundJobs(order.id)).toHaveLength(0);
  });

  it("a failing email never undoes the status change; the worker retries it", async () => {
    const userId = await makeUser();
    const order = await orderFor(userId, { paid: true });
    await updateOrderStatus({ orderId: order.id, status: "processing", ...admin });
    await drainJobs({
      [SEND_EMAIL_JOB]: async () => {
        throw new Error("SMTP is down");
      },
    });
    expect((await reload(order.id)).status).toBe("processing");
    const [job] = await db
      .select()
      .from(schema.jobs)
      .where(and(eq(schema.jobs.type, SEND_EMAIL_JOB), sql`${schema.jobs.payload}->>'to' = ${order.email}`));
    expect(job).toMatchObject({ status: "queued", attempts: 1, lastError: "SMTP is down" });
  });

  it("does not reopen a cancelled order whose payment was taken, nor move an unpaid one into production", async () => {
    const userId = await makeUser();
    const paid = await orderFor(userId, { paid: true });
    await updateOrderStatus({ orderId: paid.id, status: "cancelled", ...admin });
    const refused = await updateOrderStatus({ orderId: paid.id, status: "shipped", ...admin });
    expect(refused).toEqual({ ok: false, message: expect.stringContaining("cannot be reopened") });
    expect((await reload(paid.id)).status).toBe("cancelled");

    const unpaid = await orderFor(userId);
    await updateOrderStatus({ orderId: unpaid.id, status: "cancelled", ...admin });
    expect(await updateOrderStatus({ orderId: unpaid.id, status: "processing", ...admin })).toEqual({
      ok: false,
      message: UNPAID_REFUSAL,
    });
    expect((await reload(unpaid.id)).status).toBe("cancelled");
  });

  it("an unpaid order of ours cannot be marked processing, shipped or delivered, but can be cancelled", async () => {
    const userId = await makeUser();
    const unpaid = await orderFor(userId);
    for (const status of ["processing", "shipped", "delivered"] as const) {
      expect(await updateOrderStatus({ orderId: unpaid.id, status, ...admin })).toEqual({
        ok: false,
        message: UNPAID_REFUSAL,
      });
    }
    const untouched = await reload(unpaid.id);
    expect(untouched).toMatchObject({ status: "pending", notes: null });
    expect(await statusEmails(unpaid.email)).toHaveLength(0);
    // A declined card is no payment either.
    const declined = await orderFor(userId);
    await payForOrder({ orderId: declined.id, userId, card: card("4000000000000002") }, sandboxProvider);
    expect((await reload(declined.id)).paymentStatus).toBe("failed");
    expect((await updateOrderStatus({ orderId: declined.id, status: "shipped", ...admin })).ok).toBe(false);
    expect((await updateOrderStatus({ orderId: unpaid.id, status: "cancelled", ...admin })).ok).toBe(true);
  });
});
