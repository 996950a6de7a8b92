// Personalised prints (decision 043): a product's personalisation set-up, shoppers' checked
// uploads, and the print files rendered from paid orders.
import { sql } from "drizzle-orm";
import { boolean, customType, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { cents, createdAt, oneOf, updatedAt } from "./columns";
import { orderItems } from "./orders";
import { products } from "./catalogue";

/** Raw bytes (a re-encoded upload, a rendered print). */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One text field a shopper fills in. */
export type PersonalisationTextField = {
  id: string;
  label: string;
  maxChars: number;
  /** Which characters the text may hold: a named set (see the module's allowed-characters). */
  allowed: "letters" | "alphanumeric" | "text";
  /** Font ids from the bundled set; the first is the default. */
  fonts: string[];
  /** Colours as #rrggbb; the first is the default. */
  colors: string[];
};

/** A rectangle on a mock-up picture, in fractions (0–1) of its width and height. */
export type PrintArea = { x: number; y: number; width: number; height: number };

export const productPersonalisation = pgTable("product_personalisation", {
  productId: uuid("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  fields: jsonb("fields").$type<PersonalisationTextField[]>().notNull().default([]),
  allowImage: boolean("allow_image").notNull().default(false),
  /** The placement as the partner names it (front, back, sleeve_left…). */
  placement: text("placement").notNull().default("front"),
  /** The print area on the main picture, and per colour where that colour's picture differs. */
  printArea: jsonb("print_area").$type<PrintArea>().notNull(),
  colorPrintAreas: jsonb("color_print_areas").$type<Record<string, PrintArea>>().notNull().default({}),
  /** The print file's size and resolution (the partner's where it tells, else the owner's). */
  printWidth: integer("print_width").notNull(),
  printHeight: integer("print_height").notNull(),
  dpi: integer("dpi").notNull().default(150),
  surcharge: cents("surcharge").notNull().default(0),
  holdForApproval: boolean("hold_for_approval").notNull().default(false),
  bannedWords: text("banned_words")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: updatedAt(),
});

/** A shopper's picture after the checks: re-encoded PNG without metadata. */
export const personalisationUploads = pgTable("personalisation_uploads", {
  id: uuid("id").primaryKey().defaultRandom(),
  productId: uuid("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  data: bytes("data").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: createdAt(),
});

/** What a line was personalised with, as checked against the product's set-up at checkout. */
export type LinePersonalisation = {
  texts: { fieldId: string; text: string; font: string; color: string }[];
  uploadId?: string | null;
};

export const APPROVAL_STATES = ["not_needed", "held", "approved", "rejected"] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** The print file of one personalised order line, rendered on the server after payment. */
export const personalisationPrints = pgTable(
  "personalisation_prints",
  {
    orderItemId: uuid("order_item_id")
      .primaryKey()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    /** The unguessable part of the file's URL. */
    token: text("token").notNull().unique(),
    png: bytes("png").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    approval: text("approval").$type<ApprovalState>().notNull().default("not_needed"),
    createdAt: createdAt(),
  },
  (t) => [oneOf("personalisation_prints_approval_check", t.approval, APPROVAL_STATES)],
);
