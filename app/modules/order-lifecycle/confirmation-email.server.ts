// The order confirmation email: queued with the payment that earns it, sent by the jobs worker.
import { orderTaxFacts, orderTaxText } from "~/modules/tax";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { sendJobEmail } from "~/integrations/mail/mailer.server";
import { schema, type Tx } from "~/lib/db.server";
import type { JobContext } from "~/lib/jobs.server";
import { formatPrice } from "~/lib/money";
import { shortOrderId } from "~/lib/order-number";
import { issueOrderLink, orderLinkUrl } from "./order-link.server";
import { shopMailIdentity } from "~/modules/settings/index.server";
import { orderEmailSignOff, senderOf } from "~/modules/settings";

export const SEND_ORDER_CONFIRMATION_JOB = "send-order-confirmation";

/** docs/spec.md §7, send-order-confirmation. Amounts are integer cents. */
export const orderConfirmationSchema = z.object({
  orderId: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  orderTotal: z.number().int(),
  /** Every amount's currency (decision 071); older jobs were all USD. */
  currency: z.string().default("USD"),
  orderItems: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      price: z.number().int(),
      /** Money off the line (decision 044); absent in jobs queued before promotions. */
      discount: z.number().int().optional(),
    }),
  ),
  /** Money off the shipping, the shipping charged and its estimate; absent in older jobs. */
  shippingDiscount: z.number().int().optional(),
  shipping: z.number().int().optional(),
  shippingEstimate: z.string().nullish(),
  /** The order's tax (decision 064); absent without tax and in older jobs. */
  tax: z.object({ amount: z.number().int(), included: z.boolean(), label: z.string().nullable() }).nullish(),
  /** A guest's private link to the order (decision 065); absent for an account's order. */
  orderLink: z.string().optional(),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "send-order-confirmation": OrderConfirmation;
  }
}

/** The confirmation email's job for a paid order, for the caller to queue in the payment's transaction. */
export async function orderConfirmationJob(tx: Tx, order: typeof schema.orders.$inferSelect) {
  const rows = await tx
    .select({
      name: schema.products.name,
      quantity: schema.orderItems.quantity,
      price: schema.orderItems.price,
      personalisation: schema.orderItems.personalisation,
      discount: schema.orderItems.discountAmount,
    })
    .from(schema.orderItems)
    .innerJoin(schema.products, eq(schema.products.id, schema.orderItems.productId))
    .where(eq(schema.orderItems.orderId, order.id));
  // A personalised line names its text (decision 043); the email is plain text, so no thumbnail.
  const items = rows.map(({ personalisation, ...item }) => {
    const texts = Array.isArray(personalisation?.texts)
      ? personalisation.texts.map((text) => text.text).filter((text) => typeof text === "string" && text.trim())
      : [];
    const extra = texts.length
      ? ` (personalised: ${texts.map((text) => `"${text}"`).join(", ")}${personalisation?.uploadId ? " and your picture" : ""})`
      : personalisation?.uploadId
        ? " (personalised with your picture)"
        : "";
    return { ...item, name: `${item.name}${extra}` };
  });
  const payload: OrderConfirmation = {
    orderId: order.id,
    customerEmail: order.shippingAddress.email,
    customerName: order.shippingAddress.fullName,
    orderTotal: order.totalAmount,
    currency: order.currency,
    orderItems: items,
    shipping: order.shippingAmount,
    shippingDiscount: order.shippingDiscountAmount,
    shippingEstimate: order.shippingEstimate,
  };
  const tax = orderTaxFacts(order);
  if (tax) payload.tax = { amount: tax.amount, included: tax.included, label: tax.label };
  if (order.guestEmail && !order.userId) {
    const key = await issueOrderLink(tx, order.id);
    if (key) payload.orderLink = orderLinkUrl(order.id, key);
  }
  return { type: SEND_ORDER_CONFIRMATION_JOB, payload } as const;
}

export async function handleSendOrderConfirmationJob(order: OrderConfirmation, context: JobContext) {
  const number = shortOrderId(order.orderId);
  const shop = await shopMailIdentity();
  const lines = order.orderItems.map((item) => {
    const discount = item.discount ?? 0;
    const paid = formatPrice(item.price * item.quantity - discount, order.currency);
    const saved = discount > 0 ? ` (you saved ${formatPrice(discount, order.currency)})` : "";
    return `  ${item.quantity} x ${item.name}: ${paid}${saved}`;
  });
  const shipping = order.shipping ?? 599;
  const shippingDiscount = order.shippingDiscount ?? 0;
  const shippingText =
    shippingDiscount >= shipping
      ? "free shipping"
      : `${formatPrice(shipping - shippingDiscount, order.currency)} shipping`;
  await sendJobEmail(
    {
      to: order.customerEmail,
      subject: `Your ${shop.name} order #${number} is confirmed`,
      ...senderOf(shop),
      text: [
        `Hi ${order.customerName},`,
        "",
        `Thanks for your order! Order #${number} is confirmed and paid.`,
        "",
        ...lines,
        "",
        `Total (incl. ${shippingText}): ${formatPrice(order.orderTotal, order.currency)}`,
        ...(order.tax ? [orderTaxText({ ...order.tax, currency: order.currency })] : []),
        ...(order.shippingEstimate ? [`Estimated delivery: ${order.shippingEstimate}`] : []),
        "",
        ...(order.orderLink
          ? [
              "Your order, its progress, and cancelling it or asking for a refund (a private link: keep it to yourself):",
              order.orderLink,
              "",
            ]
          : []),
        "Every piece is printed on demand: processing takes 2-7 business days, and we email you a",
        "tracking number as soon as your order ships.",
        "",
        orderEmailSignOff(shop),
      ].join("\n"),
    },
    context,
  );
}
