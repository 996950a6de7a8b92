// Reviews by buyers (decision 058): one per customer and product, the photos with them, and the
// one email per delivered order that asks for them.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns";
import { users } from "./accounts";
import { orders } from "./orders";
import { bytes } from "./personalisation";

export const REVIEW_STATUSES = ["pending", "approved", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_FITS = ["small", "true", "large"] as const;
export type ReviewFit = (typeof REVIEW_FITS)[number];

/**
 * A buyer's review of a product. The product's handle keys it (a Shopify product has no row of
 * ours, decision 026), so the same table serves both modes.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productHandle: text("product_handle").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The delivered order that made the customer a buyer. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The name shown with the review: the account's name when it was written. */
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    fit: text("fit").$type<ReviewFit>().notNull(),
    status: text("status").$type<ReviewStatus>().notNull().default("pending"),
    /** The owner's answer, shown under the review. */
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_user_product_idx").on(t.userId, t.productHandle),
    index("reviews_product_status_created_idx").on(t.productHandle, t.status, t.createdAt),
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    oneOf("reviews_status_check", t.status, REVIEW_STATUSES),
    oneOf("reviews_fit_check", t.fit, REVIEW_FITS),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_body_length_check", sql`char_length(${t.body}) <= 2000`),
  ],
);

/**
 * A review's photo: checked and re-encoded as PNG by the personalisation uploads' checks. It is
 * uploaded on its own (one picture a request, as personalisation's) and joins its review when the
 * form is sent; until then only its uploader may attach it.
 */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reviewId: uuid("review_id").references(() => reviews.id, { onDelete: "cascade" }),
    position: integer("position"),
    png: bytes("png").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("review_photos_review_position_idx").on(t.reviewId, t.position)],
);

/**
 * The review request of one delivered order: the row is the exactly-once marker (its job inserts
 * it in the transaction that queues the email) and holds the unsubscribe link's secret.
 */
export const reviewRequests = pgTable("review_requests", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  unsubscribeToken: text("unsubscribe_token").notNull().unique(),
  createdAt: createdAt(),
});

/** Addresses that asked for no more review requests. */
export const reviewEmailOptOuts = pgTable("review_email_opt_outs", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});
