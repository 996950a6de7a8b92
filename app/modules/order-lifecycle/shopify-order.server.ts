// Orders from a Shopify checkout, as its webhook reports them (decision 026): created at the
// first delivery with their first event, then kept in step with what Shopify says next.
import { sql } from "drizzle-orm";
import { schema, type Tx } from "~/lib/db.server";
import { recordOrderEvent, type NewOrderEvent } from "./order-events.server";
import type { OrderRow } from "./side-effects.server";
import { recordPlaced } from "./status.server";
import { runTransition } from "./transition.server";

/** What a Shopify delivery says of an order: amounts, address, tracking number and account. */
export type ShopifyOrderColumns = Pick<
  OrderRow,
  "subtotalAmount" | "shippingAmount" | "totalAmount" | "currency" | "shippingAddress" | "userId"
> & {
  /** Null keeps the number recorded before (a later delivery may leave it out). */
  trackingNumber: string | null;
};

/** Creates the order of a Shopify checkout, with its 'placed' event (and payment row when it arrives paid). */
export async function createShopifyOrder(
  tx: Tx,
  input: {
    status: OrderRow["status"];
    paymentStatus: OrderRow["paymentStatus"];
    columns: ShopifyOrderColumns;
    placedAt: Date;
    /** Shopify's name for it ('#1001'), kept on the placed event. */
    name: string;
  },
): Promise<OrderRow> {
  const [created] = await tx
    .insert(schema.orders)
    .values({
      ...input.columns,
      source: "shopify",
      status: input.status,
      paymentStatus: input.paymentStatus,
      paymentProvider: "shopify",
      createdAt: input.placedAt,
    })
    .returning();
  await recordPlaced(tx, created!, { source: "shopify", name: input.name });
  return created!;
}

/**
 * What a Shopify delivery tells us about a known order: its status moves only on news from
 * Shopify (a repeat of the state it reported before leaves an admin's change standing, decision
 * 026); its payment status, amounts and address follow Shopify.
 */
export async function applyShopifyState(
  tx: Tx,
  known: {
    orderId: string;
    shopifyStatus: string;
    status: OrderRow["status"];
    paymentStatus: OrderRow["paymentStatus"];
  },
  state: {
    status: OrderRow["status"];
    paymentStatus: OrderRow["paymentStatus"];
    columns: ShopifyOrderColumns;
    at: Date;
  },
) {
  const moves = state.status !== known.shopifyStatus && state.status !== known.status;
  const record: NewOrderEvent | null = moves
    ? { type: "status_changed", toStatus: state.status, data: { source: "shopify" }, createdAt: state.at }
    : null;
  const columns = {
    ...state.columns,
    trackingNumber: state.columns.trackingNumber ?? sql`${schema.orders.trackingNumber}`,
  };
  const order = await runTransition(
    tx,
    known.orderId,
    { type: "shopify-update", to: moves ? state.status : known.status, payment: state.paymentStatus },
    { set: columns, record },
  );
  if (order && state.paymentStatus === "paid" && known.paymentStatus !== "paid") {
    await recordOrderEvent(tx, known.orderId, { type: "paid", data: { provider: "shopify" }, createdAt: state.at });
  }
  return order;
}
