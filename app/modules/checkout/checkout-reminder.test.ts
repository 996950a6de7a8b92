// The unfinished-checkout reminder on the real database (decision 069): queued with the order for
// CHECKOUT_REMINDER_MINUTES later; sent once, however often its job runs (a worker killed after
// sending and a second worker taking the job back included); never after payment, for a replaced
// order or to an address that unsubscribed; its link gives the lines back; insights count it.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { claimJob, jobTiming, runNextJob } from "~/lib/jobs.server";
import { markOrderPaid, supersedeUnpaid } from "~/modules/order-lifecycle/index.server";
import { insightsScope, loadInsights, periodFromQuery } from "~/modules/insights/index.server";
import { makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import {
  cartOfReminder,
  CHECKOUT_REMINDER_JOB,
  checkoutReminderPayload,
  handleCheckoutReminderJob,
  noteRecoveredCheckout,
  unsubscribeFromCheckoutReminders,
} from "./checkout-reminder.server";
import { placeOrder } from "./place-order.server";

async function unpaidOrder(label: string) {
  const userId = await makeUser("Rae Leaver");
  const product = await makeProduct({ name: "Moss Hoodie", basePrice: 4200 });
  const email = `${label}-${randomUUID().slice(0, 8)}@example.test`;
  const checkoutKey = randomUUID();
  const { order } = await placeOrder({
    userId,
    checkoutKey,
    lines: [{ productId: product.id, size: "M", color: "White", quantity: 2 }],
    shipping: { ...shipping, email },
  });
  return { order, email, userId, product, checkoutKey };
}

const reminderJobs = (orderId: string) =>
  db
    .select()
    .from(schema.jobs)
    .where(and(eq(schema.jobs.type, CHECKOUT_REMINDER_JOB), sql`${schema.jobs.payload}->>'orderId' = ${orderId}`));

const reminderEmails = async (to: string) =>
  (await db.select().from(schema.jobs).where(eq(schema.jobs.type, "send-email")))
    .map((row) => row.payload as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === to && mail.subject === "You left something in your cart");

const tokenIn = (text: string) => text.match(/\/checkout\/resume\/([\w-]+)/)![1]!;

describe("the checkout reminder", () => {
  it("is queued with the order for CHECKOUT_REMINDER_MINUTES later", async () => {
    const before = Date.now();
    const { order } = await unpaidOrder("queued");
    const [job] = await reminderJobs(order.id);
    const minutes = (job!.runAt.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(env.CHECKOUT_REMINDER_MINUTES - 0.1);
    expect(minutes).toBeLessThan(env.CHECKOUT_REMINDER_MINUTES + 0.1);
  });

  it("sends one email with what was left and its links, however often the job runs", async () => {
    const { order, email, product } = await unpaidOrder("once");
    await handleCheckoutReminderJob({ orderId: order.id });
    await handleCheckoutReminderJob({ orderId: order.id });
    const mails = await reminderEmails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Moss Hoodie (M, White), quantity 2: $84.00");
    expect(mails[0]!.text).toMatch(/\/checkout\/reminders\/unsubscribe\/[\w-]{20,}/);

    const cart = await cartOfReminder(tokenIn(mails[0]!.text));
    expect(cart).toMatchObject({
      checkoutKey: order.checkoutKey,
      items: [{ product_id: product.id, name: "Moss Hoodie", price: 4200, quantity: 2, size: "M", color: "White" }],
    });
    expect(await cartOfReminder("not-a-token")).toBeNull();
  });

  it("sends once when a worker dies after sending and another takes the job back", async () => {
    const { order, email } = await unpaidOrder("killed");
    const [job] = await reminderJobs(order.id);
    await db
      .update(schema.jobs)
      .set({ runAt: new Date(0) })
      .where(eq(schema.jobs.id, job!.id));
    const saved = { ...jobTiming };
    Object.assign(jobTiming, { heartbeatMs: 60_000, staleAfterMs: 100 });
    try {
      // The first worker claims the job and sends, then dies before marking it done.
      const claimed = await claimJob(job!.id);
      expect(claimed?.id).toBe(job!.id);
      await handleCheckoutReminderJob(checkoutReminderPayload.parse(claimed!.payload));
      await new Promise((resolve) => setTimeout(resolve, 150));
      // A second worker takes the job back and runs it to the end.
      const handlers = { [CHECKOUT_REMINDER_JOB]: handleCheckoutReminderJob };
      expect(await runNextJob(handlers, job!.id)).toBe(true);
      const [row] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, job!.id));
      expect(row).toMatchObject({ status: "done", attempts: 2 });
    } finally {
      Object.assign(jobTiming, saved);
    }
    expect(await reminderEmails(email)).toHaveLength(1);
  });

  it("sends nothing after payment, for a replaced order, or to an address that unsubscribed", async () => {
    const paid = await unpaidOrder("paid");
    await db.transaction((tx) => markOrderPaid(tx, { orderId: paid.order.id, provider: "sandbox" }));
    await handleCheckoutReminderJob({ orderId: paid.order.id });
    expect(await reminderEmails(paid.email)).toEqual([]);

    const replaced = await unpaidOrder("replaced");
    await db.transaction((tx) => supersedeUnpaid(tx, replaced.order.id, replaced.userId));
    await handleCheckoutReminderJob({ orderId: replaced.order.id });
    expect(await reminderEmails(replaced.email)).toEqual([]);

    const first = await unpaidOrder("optout");
    await handleCheckoutReminderJob({ orderId: first.order.id });
    const token = tokenIn((await reminderEmails(first.email))[0]!.text);
    expect(await unsubscribeFromCheckoutReminders(token)).toBe(true);
    expect(await unsubscribeFromCheckoutReminders("not-a-token")).toBe(false);
    const second = await unpaidOrder("optout-again");
    await db
      .update(schema.orders)
      .set({ shippingAddress: { ...shipping, email: first.email.toUpperCase() } })
      .where(eq(schema.orders.id, second.order.id));
    await handleCheckoutReminderJob({ orderId: second.order.id });
    expect(await reminderEmails(first.email.toUpperCase())).toEqual([]);
  });

  it("counts a checkout recovered from the restored cart, with its revenue, in insights", async () => {
    const scope = insightsScope(periodFromQuery(new URLSearchParams("range=7d")).period);
    const before = (await loadInsights(scope)).reminders;
    const left = await unpaidOrder("recovered");
    await handleCheckoutReminderJob({ orderId: left.order.id });
    // The restored cart's checkout replaces the reminded attempt and is paid.
    const again = await placeOrder({
      userId: left.userId,
      checkoutKey: randomUUID(),
      lines: [{ productId: left.product.id, size: "M", color: "White", quantity: 2 }],
      shipping: { ...shipping, email: left.email },
    });
    await noteRecoveredCheckout(left.checkoutKey, again.order.checkoutKey!);
    await db.transaction((tx) => markOrderPaid(tx, { orderId: again.order.id, provider: "sandbox" }));
    const after = (await loadInsights(scope)).reminders;
    expect(after.sent - before.sent).toBe(1);
    expect(after.recovered - before.recovered).toBe(1);
    expect(after.revenue - before.revenue).toBe(again.order.totalAmount - again.order.taxAmount);
  });
});
