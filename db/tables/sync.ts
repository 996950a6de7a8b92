// Catalogue sync runs from the print-on-demand partners: progress while running, summary after.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns";

export const SYNC_RUN_STATUSES = ["queued", "running", "done", "failed"] as const;
export type SyncRunStatus = (typeof SYNC_RUN_STATUSES)[number];
export type SyncSkip = { name: string; reason: string };

/** Shopify mode (decision 027): how Shopify's variants and the partners' products matched by SKU. */
export type ShopifyMatchReport = {
  /** Shopify variants no partner variant has the SKU of: nobody can make them. */
  unmatched: { product: string; variant: string; sku: string | null }[];
  /** Partner products none of whose SKUs is on Shopify. */
  notOnShopify: { partner: string; name: string }[];
  /** Inventory: matched variants whose availability on Shopify differs from the partner's. */
  toFix: { product: string; variant: string; sku: string; available: boolean }[];
  /** Inventory: variants whose availability was set on Shopify through the Admin API. */
  fixed: number;
};

/** One catalogue or inventory sync: its progress while it runs, its summary afterwards. */
export const syncRuns = pgTable(
  "sync_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** A partner id (products), 'inventory' (every partner's prices and availability) or 'shopify' (every partner, matched to Shopify). */
    partner: text("partner").notNull(),
    kind: text("kind").$type<"products" | "inventory">().notNull(),
    status: text("status").$type<SyncRunStatus>().notNull().default("queued"),
    /** Where each partner's catalogue was read, under its location key (storeId, shopId, …). */
    params: jsonb("params").$type<Record<string, number | undefined>>().notNull().default({}),
    /** The job attempt that owns the run; a worker whose claim was taken back stops writing. */
    attempt: integer("attempt").notNull().default(0),
    done: integer("done").notNull().default(0),
    total: integer("total"),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    deactivated: integer("deactivated").notNull().default(0),
    skipped: jsonb("skipped").$type<SyncSkip[]>().notNull().default([]),
    report: jsonb("report").$type<ShopifyMatchReport>(),
    error: text("error"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one queued or running sync per partner: a second start inserts nothing.
    uniqueIndex("sync_runs_one_active_idx")
      .on(t.partner)
      .where(sql`status in ('queued', 'running')`),
    index("sync_runs_partner_created_idx").on(t.partner, t.createdAt),
    oneOf("sync_runs_status_check", t.status, SYNC_RUN_STATUSES),
    oneOf("sync_runs_kind_check", t.kind, ["products", "inventory"]),
  ],
);
