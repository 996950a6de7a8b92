// The one reminder for an unfinished checkout (issue #33, decision 069): placing an order queues a
// job CHECKOUT_REMINDER_MINUTES later; if the order still waits for its payment then, one email
// says what was left, with a link that puts the cart back and one that unsubscribes the address.
// The reminder's row, inserted in the transaction that queues the email, makes it once per order.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { queueEmail } from "~/integrations/mail/mailer.server";
import { db, schema, type Tx } from "~/lib/db.server";
import { enqueueJob } from "~/lib/jobs.server";
import { env } from "~/lib/env.server";
import { formatPrice } from "~/lib/money";
import { customerOf, findOrder, findOrderOfAttempt } from "~/modules/order-lifecycle/index.server";
import { shopMailIdentity } from "~/modules/settings/index.server";
import { nameWithTagline, type ShopIdentity, senderOf } from "~/modules/settings";

export const CHECKOUT_REMINDER_JOB = "checkout-reminder";
export const checkoutReminderPayload = z.object({ orderId: z.uuid() });

declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "checkout-reminder": z.infer<typeof checkoutReminderPayload>;
  }
}

const link = (path: string) => new URL(path, env.SITE_URL).href;

/** Queues the order's reminder in the transaction that places it; nothing when reminders are off. */
export async function scheduleCheckoutReminder(tx: Tx, orderId: string, minutes = env.CHECKOUT_REMINDER_MINUTES) {
  if (minutes <= 0) return;
  await enqueueJob(tx, CHECKOUT_REMINDER_JOB, { orderId }, { runAt: new Date(Date.now() + minutes * 60_000) });
}

type LeftLine = { name: string; size: string | null; color: string | null; quantity: number; price: number };

function reminderEmail(
  input: { to: string; name: string; lines: LeftLine[]; token: string; currency: string },
  shop: ShopIdentity,
) {
  const lines = input.lines.map((line) => {
    const options = [line.size, line.color].filter(Boolean).join(", ");
    return `- ${line.name}${options ? ` (${options})` : ""}, quantity ${line.quantity}: ${formatPrice(line.price * line.quantity, input.currency)}`;
  });
  const text = [
    `Hi ${input.name || "there"},`,
    "",
    "You left these in your cart before paying:",
    "",
    ...lines,
    "",
    `Pick up where you left off: ${link(`/checkout/resume/${input.token}`)}`,
    "",
    `No more reminders like this: ${link(`/checkout/reminders/unsubscribe/${input.token}`)}`,
    "",
    nameWithTagline(shop),
  ].join("\n");
  return { to: input.to, subject: "You left something in your cart", text, ...senderOf(shop) };
}

async function linesOf(executor: typeof db | Tx, orderId: string) {
  return executor
    .select({
      productId: schema.orderItems.productId,
      name: schema.products.name,
      image: schema.products.imageUrl,
      size: schema.orderItems.size,
      color: schema.orderItems.color,
      quantity: schema.orderItems.quantity,
      price: schema.orderItems.price,
      personalisation: schema.orderItems.personalisation,
    })
    .from(schema.orderItems)
    .innerJoin(schema.products, eq(schema.products.id, schema.orderItems.productId))
    .where(eq(schema.orderItems.orderId, orderId))
    .orderBy(schema.orderItems.createdAt);
}

/**
 * Reminds the order's shopper once, if the order still waits for its payment (not paid, not
 * cancelled: a replaced or expired order is cancelled) and the address did not unsubscribe.
 */
export async function handleCheckoutReminderJob(payload: z.infer<typeof checkoutReminderPayload>) {
  const order = await findOrder(db, payload.orderId);
  if (!order || order.status !== "pending" || !["unpaid", "failed"].includes(order.paymentStatus)) return;
  const shop = await shopMailIdentity();
  await db.transaction(async (tx) => {
    const customer = await customerOf(tx, order);
    const email = customer.email.trim().toLowerCase();
    if (!email) return;
    const [optedOut] = await tx
      .select({ email: schema.checkoutReminderOptOuts.email })
      .from(schema.checkoutReminderOptOuts)
      .where(eq(schema.checkoutReminderOptOuts.email, email));
    if (optedOut) return;
    const token = randomBytes(24).toString("base64url");
    const [reminder] = await tx
      .insert(schema.checkoutReminders)
      .values({ orderId: order.id, email, token })
      .onConflictDoNothing()
      .returning({ orderId: schema.checkoutReminders.orderId });
    if (!reminder) return;
    const lines = await linesOf(tx, order.id);
    await queueEmail(
      tx,
      reminderEmail({ to: customer.email, name: customer.name, lines, token, currency: order.currency }, shop),
    );
  });
}

/**
 * What the reminder's link puts back: the order's lines as cart lines, and the order's checkout
 * key, which the browser sends as the attempt its next checkout replaces. Null for an unknown token.
 */
export async function cartOfReminder(token: string) {
  const [reminder] = await db
    .select({ orderId: schema.checkoutReminders.orderId })
    .from(schema.checkoutReminders)
    .where(eq(schema.checkoutReminders.token, token));
  const order = reminder && (await findOrder(db, reminder.orderId));
  if (!order) return null;
  const lines = await linesOf(db, order.id);
  return {
    checkoutKey: order.checkoutKey,
    items: lines.map((line) => ({
      product_id: line.productId,
      name: line.name,
      price: line.price,
      quantity: line.quantity,
      size: line.size ?? "",
      color: line.color ?? "",
      image: line.image,
      personalisation: line.personalisation,
    })),
  };
}

/** The reminder's unsubscribe link: that address gets no more reminders. False for an unknown token. */
export async function unsubscribeFromCheckoutReminders(token: string) {
  const [reminder] = await db
    .select({ email: schema.checkoutReminders.email })
    .from(schema.checkoutReminders)
    .where(eq(schema.checkoutReminders.token, token));
  if (!reminder?.email) return false;
  await db.insert(schema.checkoutReminderOptOuts).values({ email: reminder.email }).onConflictDoNothing();
  return true;
}

/**
 * A checkout attempt replacing an earlier one (the restored cart sends the reminded order's key):
 * a reminded order's reminder records the new attempt, which insights count once it is paid.
 */
export async function noteRecoveredCheckout(previousCheckoutKey: string | null, checkoutKey: string) {
  if (!previousCheckoutKey || previousCheckoutKey === checkoutKey) return;
  const reminded = await findOrderOfAttempt(db, previousCheckoutKey);
  if (!reminded) return;
  await db
    .update(schema.checkoutReminders)
    .set({ recoveredCheckoutKey: checkoutKey })
    .where(eq(schema.checkoutReminders.orderId, reminded.id));
}
