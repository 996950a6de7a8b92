// Orders: the order, its lines, its history as events, and payment events applied once.
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { cents, createdAt, oneOf, updatedAt } from "./columns";
import { users } from "./accounts";
import { products, productVariants } from "./catalogue";
import { promotions } from "./promotions";
import { drops } from "./drops";

export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ["unpaid", "paid", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Where an order came from: our own checkout, or a Shopify checkout reported by webhook (decision 026). */
export const ORDER_SOURCES = ["native", "shopify"] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export type ShippingAddress = {
  fullName: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for a Shopify order whose email matches no account: only admins see it. */
    userId: text("user_id").references(() => users.id),
    /**
     * A guest checkout's email, lower-cased (decision 065): who the order is for while no account
     * holds it; the drops' and codes' per-customer limits count by it. Null for an account's order.
     */
    guestEmail: text("guest_email"),
    source: text("source").$type<OrderSource>().notNull().default("native"),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("unpaid"),
    subtotalAmount: cents("subtotal_amount").notNull(),
    shippingAmount: cents("shipping_amount").notNull(),
    /** Money off the lines (the sum of order_items.discount_amount). */
    discountAmount: cents("discount_amount").notNull().default(0),
    /** Money off the shipping. total = subtotal − discount + shipping − shipping discount. */
    shippingDiscountAmount: cents("shipping_discount_amount").notNull().default(0),
    /**
     * Tax (decision 064): the sum of the lines' tax and the shipping's. Added to the total unless
     * tax_included (prices included it): total = subtotal − discount + shipping − shipping discount (+ tax).
     */
    taxAmount: cents("tax_amount").notNull().default(0),
    shippingTaxAmount: cents("shipping_tax_amount").notNull().default(0),
    taxIncluded: boolean("tax_included").notNull().default(false),
    /** The tax's name as the shopper saw it ('California 7.25 %', 'VAT'); null without tax. */
    taxLabel: text("tax_label"),
    /** Stripe Tax: the calculation the order was quoted with, and the transaction recorded on payment. */
    taxCalculationId: text("tax_calculation_id"),
    taxTransactionId: text("tax_transaction_id"),
    totalAmount: cents("total_amount").notNull(),
    /** The promotion the order used (a use of it while the order is not cancelled); decision 044. */
    promotionId: uuid("promotion_id").references(() => promotions.id),
    /** The shipping method chosen at checkout ('Standard', a partner's method name) and its delivery estimate. */
    shippingMethod: text("shipping_method"),
    shippingEstimate: text("shipping_estimate"),
    /** Per partner id, the shipping method its part is sent with (decision 046); null: the partner's standard. */
    shippingParts: jsonb("shipping_parts").$type<Record<string, string>>(),
    /**
     * Every amount of the order and its lines is in this currency's minor units (decision 071; the
     * numeric(10,2) column holds minor units ÷ 100, so ¥7,800 reads 78.00). Costs stay in USD.
     */
    currency: text("currency").notNull().default("USD"),
    /** Units of `currency` per 1 USD the order was priced at; null when it is in USD. Insights convert back at it. */
    exchangeRate: numeric("exchange_rate", { precision: 20, scale: 10 }),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>().notNull(),
    paymentProvider: text("payment_provider"),
    /** One checkout attempt from the browser: a retried or doubled submit finds the same order. */
    checkoutKey: text("checkout_key").unique(),
    trackingNumber: text("tracking_number"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    /** Owner insights: the orders of one kind (native or Shopify) placed in a period. */
    index("orders_source_created_idx").on(t.source, t.createdAt),
    index("orders_promotion_user_idx").on(t.promotionId, t.userId),
    index("orders_guest_email_idx").on(t.guestEmail),
    oneOf("orders_status_check", t.status, ORDER_STATUSES),
    oneOf("orders_payment_status_check", t.paymentStatus, PAYMENT_STATUSES),
    oneOf("orders_source_check", t.source, ORDER_SOURCES),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id),
    variantId: uuid("variant_id").references(() => productVariants.id),
    quantity: integer("quantity").notNull(),
    price: cents("price").notNull(),
    /** Money off this line in all (not per unit); the line pays price × quantity − discount_amount. */
    discountAmount: cents("discount_amount").notNull().default(0),
    /** What one unit cost the shop when the order was placed (partner base cost or the owner's), if known. */
    unitCost: cents("unit_cost"),
    /** The line's tax in all (decision 064), its rate in percent and where it is owed ('California'). */
    taxAmount: cents("tax_amount").notNull().default(0),
    taxRate: numeric("tax_rate", { precision: 7, scale: 4, mode: "number" }),
    taxJurisdiction: text("tax_jurisdiction"),
    size: text("size"),
    color: text("color"),
    /** The shopper's text, font, colour and picture for a personalised line (decision 043). */
    personalisation: jsonb("personalisation").$type<{
      texts: { fieldId: string; text: string; font: string; color: string }[];
      uploadId?: string | null;
    }>(),
    /** The drop this line was bought in (its units count against the edition: decision 042). */
    dropId: uuid("drop_id").references(() => drops.id),
    createdAt: createdAt(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), index("order_items_drop_idx").on(t.dropId)],
);

export const ORDER_EVENT_TYPES = [
  "placed",
  "paid",
  "payment_failed",
  "status_changed",
  "cancelled_by_customer",
  "refund_requested",
  "refunded",
  "expired",
  /** The customer's browser started a new checkout attempt in place of this unpaid one (decision 047). */
  "superseded",
  "note",
  /** The print partner moved the order on (toStatus: processing, shipped or delivered). */
  "fulfilment",
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** An order's history as data (its timeline); the notes text is written from these rows, never read back. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    type: text("type").$type<OrderEventType>().notNull(),
    fromStatus: text("from_status").$type<OrderStatus>(),
    toStatus: text("to_status").$type<OrderStatus>(),
    /** The user id who acted (customer or admin), null for the system; no foreign key, so history outlives an account. */
    actor: text("actor"),
    /** The customer's reason for a refund request, or a note's text. */
    reason: text("reason"),
    data: jsonb("data").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_events_order_created_idx").on(t.orderId, t.createdAt),
    oneOf("order_events_type_check", t.type, ORDER_EVENT_TYPES),
    oneOf("order_events_from_status_check", t.fromStatus, ORDER_STATUSES),
    oneOf("order_events_to_status_check", t.toStatus, ORDER_STATUSES),
  ],
);

/** Payment-provider events already applied, so a redelivered webhook changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  createdAt: createdAt(),
});

/** pending: asked of the provider, no answer yet; succeeded: the money moved; failed: it did not. */
export const MONEY_STATES = ["pending", "succeeded", "failed"] as const;
export type MoneyState = (typeof MONEY_STATES)[number];

/**
 * What a payment and a refund both record: money moved for an order by a provider, under the
 * provider's own id (a PaymentIntent, a sandbox charge, a refund) once it gave one.
 */
const moneyColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  orderId: uuid("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  amount: cents("amount").notNull(),
  currency: text("currency").notNull(),
  provider: text("provider").notNull(),
  providerReference: text("provider_reference"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One order line given back by a refund: how many of its units, for how many cents. */
export type RefundLine = { itemId: string; quantity: number; amount: number; tax?: number };

/** One payment attempt on an order, as the provider reported it (decision 036). */
export const payments = pgTable(
  "payments",
  {
    ...moneyColumns(),
    state: text("state").$type<MoneyState>().notNull(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId, t.createdAt),
    /** A provider's payment (a PaymentIntent) is one row whose state follows its events (decision 051). */
    uniqueIndex("payments_provider_reference_idx").on(t.provider, t.providerReference),
    oneOf("payments_state_check", t.state, MONEY_STATES),
  ],
);

/** Money given back on an order, whole or in part (decision 036): "was it refunded, how much, when". */
export const refunds = pgTable(
  "refunds",
  {
    ...moneyColumns(),
    state: text("state").$type<MoneyState>().notNull().default("pending"),
    /** The provider's last refusal, while the refund job retries or after it gave up. */
    lastError: text("last_error"),
    /** The admin who issued it; null for the system (a cancelled paid order). */
    actor: text("actor"),
    /** The order lines it gives back, with how many of each and their share (decision 051); empty for an amount. */
    lines: jsonb("lines").$type<RefundLine[]>().notNull().default([]),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [index("refunds_order_idx").on(t.orderId, t.createdAt), oneOf("refunds_state_check", t.state, MONEY_STATES)],
);

/**
 * The private link to a guest's order (decision 065): the link is an HMAC of the order id and
 * this nonce under the auth secret, so a new nonce (or no row) ends every link sent before.
 */
export const orderLinks = pgTable("order_links", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  nonce: text("nonce").notNull(),
  createdAt: createdAt(),
  /** Set when the link was ended (the order joined an account, the customer's data was erased). */
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});
