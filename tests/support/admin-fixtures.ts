// Test data for the admin integration tests (imported by tests only).
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { SEND_EMAIL_JOB, type EmailMessage } from "~/integrations/mail/mailer.server";
import { db, schema } from "~/lib/db.server";
import { placeOrder } from "~/modules/checkout/index.server";
import { sandboxProvider, payForOrder } from "~/modules/payments/index.server";
import { REFUND_PAYMENT_JOB } from "~/modules/order-lifecycle/index.server";
import { card, makeProduct, shipping } from "./checkout-fixtures";

export async function orderFor(userId: string, options: { paid?: boolean; status?: string; email?: string } = {}) {
  const product = await makeProduct();
  const email = options.email ?? `${randomUUID().slice(0, 8)}@example.test`;
  const { order } = await placeOrder({
    userId,
    checkoutKey: randomUUID(),
    lines: [{ productId: product.id, size: "S", color: "White", quantity: 2 }],
    shipping: { ...shipping, email },
  });
  if (options.paid) await payForOrder({ orderId: order.id, userId, card: card("4242424242424242") }, sandboxProvider);
  if (options.status) {
    await db
      .update(schema.orders)
      .set({ status: options.status as "pending" })
      .where(eq(schema.orders.id, order.id));
  }
  return { ...order, email };
}

export const reload = async (id: string) => (await db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;

/** The status-update emails queued for one customer address, oldest first. */
export async function statusEmails(to: string) {
  const rows = await db
    .select()
    .from(schema.jobs)
    .where(and(eq(schema.jobs.type, SEND_EMAIL_JOB), sql`${schema.jobs.payload}->>'to' = ${to}`))
    .orderBy(schema.jobs.createdAt);
  return rows.map((row) => row.payload as EmailMessage).filter((mail) => mail.subject.includes(" is "));
}

export const refundJobs = (orderId: string) =>
  db
    .select()
    .from(schema.jobs)
    .where(and(eq(schema.jobs.type, REFUND_PAYMENT_JOB), sql`${schema.jobs.payload}->>'orderId' = ${orderId}`));

export const admin = { actorId: "admin-user" };
