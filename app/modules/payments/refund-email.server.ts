// One email to the customer per refund that went through: how much, for which lines, and the order.
import { eq, inArray } from "drizzle-orm";
import { queueEmail } from "~/integrations/mail/mailer.server";
import { schema, type Tx } from "~/lib/db.server";
import { formatPrice } from "~/lib/money";
import { shortOrderId } from "~/lib/order-number";
import { customerOf, type OrderRow } from "~/modules/order-lifecycle/index.server";
import type { RefundRow } from "./money-rows.server";
import { shopMailIdentity } from "~/modules/settings/index.server";
import { orderEmailSignOff, senderOf } from "~/modules/settings";

async function lineNames(tx: Tx, refund: RefundRow) {
  if (!refund.lines.length) return new Map<string, string>();
  const rows = await tx
    .select({ id: schema.orderItems.id, name: schema.products.name, size: schema.orderItems.size })
    .from(schema.orderItems)
    .innerJoin(schema.products, eq(schema.products.id, schema.orderItems.productId))
    .where(
      inArray(
        schema.orderItems.id,
        refund.lines.map((line) => line.itemId),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.size ? `${row.name} (${row.size})` : row.name]));
}

export async function queueRefundEmail(tx: Tx, order: OrderRow, refund: RefundRow) {
  const customer = await customerOf(tx, order);
  if (!customer.email) return;
  const number = shortOrderId(order.id);
  const names = await lineNames(tx, refund);
  const shop = await shopMailIdentity(tx);
  const text = [
    `Hi ${customer.name || "there"},`,
    "",
    `We refunded ${formatPrice(refund.amount, order.currency)} on order #${number}.`,
    ...refund.lines.map(
      (line) => `- ${line.quantity} × ${names.get(line.itemId) ?? "item"}: ${formatPrice(line.amount, order.currency)}`,
    ),
    "",
    "The money reaches your card within 5-7 business days.",
    "You can follow every order under My Orders on the site.",
    "",
    orderEmailSignOff(shop),
  ].join("\n");
  await queueEmail(tx, {
    to: customer.email,
    subject: `Refund of ${formatPrice(refund.amount, order.currency)} on your ${shop.name} order #${number}`,
    ...senderOf(shop),
    text,
  });
}
