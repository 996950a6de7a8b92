// Print-on-demand fulfilment: one partner order per (order, partner), its state and shipments.
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns";
import { orders } from "./orders";

/** The lines the shop makes and ships itself (our demo goods): a part no partner is asked about. */
export const MANUAL_PARTNER = "manual";
/**
 * A registered partner's id (the registry, app/integrations/partners.server.ts, lists them and
 * refuses reserved words) or MANUAL_PARTNER: a plain text column, so a new partner needs no migration.
 */
export type FulfilmentPartnerId = string;

/**
 * new: not yet at the partner (or to be sent again); draft: at the partner, waiting for the owner's
 * approval there; accepted: at the partner, queued for production; failed: refused (last_error says
 * why); manual: lines the shop makes and ships itself.
 */
export const FULFILMENT_STATES = [
  "new",
  "draft",
  "accepted",
  "in_production",
  "shipped",
  "delivered",
  "failed",
  "cancelled",
  "manual",
] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

/** What the partner billed for its part of an order, as it reported it (cents). */
export type PartnerOrderCosts = {
  currency: string;
  productCents: number | null;
  shippingCents: number | null;
  totalCents: number;
};

export type PartnerShipment = { carrier: string | null; trackingNumber: string; trackingUrl: string | null };

export const partnerOrders = pgTable(
  "partner_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    partner: text("partner").$type<FulfilmentPartnerId>().notNull(),
    /** The partner's id for its order; null until the partner accepted it. */
    partnerOrderId: text("partner_order_id"),
    /** The partner's location the order went to (its store or shop). */
    partnerStoreId: text("partner_store_id"),
    state: text("state").$type<FulfilmentState>().notNull().default("new"),
    /** The partner's message when it refused the order (or a bad address we did not send). */
    lastError: text("last_error"),
    /** Set when the order was cancelled but the partner no longer allowed cancelling its part. */
    cancelError: text("cancel_error"),
    shipments: jsonb("shipments").$type<PartnerShipment[]>().notNull().default([]),
    /** The partner's bill for this part (Printful's order costs, Printify's totals), once it reported one. */
    costs: jsonb("costs").$type<PartnerOrderCosts>(),
    /** A worker sending this part to the partner holds it until then; a crashed worker's claim runs out. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("partner_orders_order_partner_idx").on(t.orderId, t.partner),
    index("partner_orders_state_idx").on(t.state),
    index("partner_orders_partner_order_idx").on(t.partner, t.partnerOrderId),
    oneOf("partner_orders_state_check", t.state, FULFILMENT_STATES),
  ],
);
