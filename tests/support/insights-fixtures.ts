// The owner-insights tests' hand-made data set (imported by tests only): a tee and a mug, orders
// either side of midnight in New York and UTC, discounts, a partial refund, a cancelled paid
// order, an unpaid one, an order with no known cost, partner bills and lead times, a Shopify
// order. The answers are worked out in app/modules/insights/insights.test.ts.
import { eq as eqId } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { makeProduct, shipping } from "./checkout-fixtures";

type Line = { variant?: string; quantity: number; price: number; discount?: number; unitCost?: number | null };
const ids: Record<string, string> = {};
let tee: { id: string };
let mug: { id: string };
const variants: Record<string, string> = {};

async function order(
  key: string,
  at: string,
  options: {
    lines: { product: "tee" | "mug"; line: Line }[];
    shippingAmount?: number;
    shippingDiscount?: number;
    status?: "pending" | "processing" | "shipped" | "delivered" | "cancelled";
    payment?: "unpaid" | "paid" | "refunded";
    country?: string;
    source?: "native" | "shopify";
    total?: number;
  },
) {
  const subtotal = options.lines.reduce((sum, { line }) => sum + line.price * line.quantity, 0);
  const discount = options.lines.reduce((sum, { line }) => sum + (line.discount ?? 0), 0);
  const ship = options.shippingAmount ?? 500;
  const shipDiscount = options.shippingDiscount ?? 0;
  const [row] = await db
    .insert(schema.orders)
    .values({
      source: options.source ?? "native",
      status: options.status ?? "processing",
      paymentStatus: options.payment ?? "paid",
      subtotalAmount: subtotal,
      discountAmount: discount,
      shippingAmount: ship,
      shippingDiscountAmount: shipDiscount,
      totalAmount: options.total ?? subtotal - discount + ship - shipDiscount,
      shippingAddress: { ...shipping, country: options.country ?? "US" },
      createdAt: new Date(at),
    })
    .returning();
  ids[key] = row!.id;
  for (const { product, line } of options.lines) {
    const [size, color] = (line.variant ?? " ").split(" ");
    await db.insert(schema.orderItems).values({
      orderId: row!.id,
      productId: product === "tee" ? tee.id : mug.id,
      variantId: line.variant ? variants[line.variant] : null,
      size: size || null,
      color: color || null,
      quantity: line.quantity,
      price: line.price,
      discountAmount: line.discount ?? 0,
      unitCost: line.unitCost ?? null,
    });
  }
  return row!.id;
}

const days = (n: number) => n * 86_400_000;
const plus = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms);

/** Inserts the data set; answers the ids of its orders by letter (A, B, C, D, E, G, H, P, S). */
export async function seedInsightsDataSet() {
  tee = await makeProduct({
    name: "Insight Tee",
    variants: [
      { size: "M", color: "White" },
      { size: "L", color: "Black" },
    ],
  });
  mug = await makeProduct({ name: "Insight Mug", variants: [] });
  await db.update(schema.products).set({ unitCost: 500 }).where(eqId(schema.products.id, mug.id));
  for (const variant of await db.select().from(schema.productVariants)) {
    variants[`${variant.size} ${variant.color}`] = variant.id;
    if (variant.productId === tee.id && variant.size === "M") {
      await db
        .update(schema.productVariants)
        .set({ baseCost: 1000 })
        .where(eqId(schema.productVariants.id, variant.id));
    }
  }

  // A: New York Nov 10; line discount 1000, shipping discount 500 → total 7000; Printful billed 1800 + 400.
  await order("A", "2026-11-10T15:00:00Z", {
    lines: [
      { product: "tee", line: { variant: "M White", quantity: 2, price: 3000, discount: 1000, unitCost: 1100 } },
      { product: "mug", line: { quantity: 1, price: 2000 } },
    ],
    shippingDiscount: 500,
    status: "delivered",
  });
  // B: 23:30 on Nov 10 in New York, Nov 11 in UTC; total 3500, 1000 refunded (a failed refund ignored); DE.
  await order("B", "2026-11-11T04:30:00Z", {
    lines: [{ product: "tee", line: { variant: "M White", quantity: 1, price: 3000 } }],
    status: "shipped",
    country: "DE",
  });
  // C: 23:59 on Nov 12 in New York (Nov 13 in UTC); Black L has no cost anywhere.
  await order("C", "2026-11-13T04:59:00Z", {
    lines: [{ product: "tee", line: { variant: "L Black", quantity: 1, price: 3000 } }],
  });
  // D: paid, then cancelled and refunded in full: no revenue, one cancellation.
  await order("D", "2026-11-11T12:00:00Z", {
    lines: [{ product: "mug", line: { quantity: 2, price: 2000 } }],
    status: "cancelled",
    payment: "refunded",
  });
  // E: placed, never paid.
  await order("E", "2026-11-12T13:00:00Z", {
    lines: [{ product: "mug", line: { quantity: 1, price: 2000 } }],
    status: "pending",
    payment: "unpaid",
  });
  // G: midnight Nov 13 in New York: after the period there (and in UTC).
  await order("G", "2026-11-13T05:00:00Z", {
    lines: [{ product: "mug", line: { quantity: 1, price: 9499 } }],
  });
  // H: 23:00 on Nov 9 in New York (the previous period), Nov 10 in UTC; total 6500.
  await order("H", "2026-11-10T04:00:00Z", {
    lines: [{ product: "tee", line: { variant: "M White", quantity: 2, price: 3000, unitCost: 1000 } }],
    status: "pending",
  });
  // P: Nov 8, previous period everywhere; total 4500, cost 2 × 450.
  await order("P", "2026-11-08T12:00:00Z", {
    lines: [{ product: "mug", line: { quantity: 2, price: 2000, unitCost: 450 } }],
    status: "delivered",
  });
  // S: a Shopify order: not in the native shop's figures.
  await order("S", "2026-11-11T12:00:00Z", {
    lines: [{ product: "mug", line: { quantity: 1, price: 4500 } }],
    source: "shopify",
  });

  await db.insert(schema.refunds).values([
    { orderId: ids.B!, amount: 1000, currency: "USD", provider: "sandbox", state: "succeeded" },
    { orderId: ids.B!, amount: 500, currency: "USD", provider: "sandbox", state: "failed" },
    { orderId: ids.D!, amount: 4500, currency: "USD", provider: "sandbox", state: "succeeded" },
  ]);
  const paid = (key: string, at: string) =>
    db.insert(schema.orderEvents).values({ orderId: ids[key]!, type: "paid", createdAt: new Date(at) });
  await paid("A", "2026-11-10T15:10:00Z");
  await paid("B", "2026-11-11T04:40:00Z");
  await paid("C", "2026-11-13T05:00:00Z");
  await db.insert(schema.partnerOrders).values([
    {
      orderId: ids.A!,
      partner: "printful",
      state: "delivered",
      costs: { currency: "USD", productCents: 1800, shippingCents: 400, totalCents: 2200 },
      submittedAt: plus("2026-11-10T15:10:00Z", days(1)),
      shippedAt: plus("2026-11-10T15:10:00Z", days(4)),
      deliveredAt: plus("2026-11-10T15:10:00Z", days(6)),
    },
    {
      orderId: ids.B!,
      partner: "printify",
      state: "shipped",
      submittedAt: plus("2026-11-11T04:40:00Z", days(0.5)),
      shippedAt: plus("2026-11-11T04:40:00Z", days(2.5)),
    },
    {
      orderId: ids.C!,
      partner: "printful",
      state: "shipped",
      submittedAt: plus("2026-11-13T05:00:00Z", days(2)),
      shippedAt: plus("2026-11-13T05:00:00Z", days(6)),
    },
  ]);
  return ids;
}
