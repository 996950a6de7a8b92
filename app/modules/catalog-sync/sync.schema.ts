// The admin's sync forms: one schema for the browser's instant check and the server's decision.
import { z } from "zod";
import type { ShopifyMatchReport } from "../../../db/schema";

export const STORE_ID_DIGITS = "Store ID must contain digits only";
export const SHOP_ID_REQUIRED = "Shop ID is required for Printify sync";
export const SHOP_ID_DIGITS = "Shop ID must contain digits only";

export const PRODUCTS_SYNCED = (provider: string) =>
  `Products synced successfully from ${provider} with complete details!`;
export const INVENTORY_SYNCED = "Inventory synced successfully";
export const PRODUCTS_SYNC_FAILED = "Failed to sync products";
export const INVENTORY_SYNC_FAILED = "Failed to sync inventory";

const digits = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, message)
    .transform(Number);

export const syncRequestSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("sync-printful"),
    storeId: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(digits(STORE_ID_DIGITS).optional()),
  }),
  z.object({
    intent: z.literal("sync-printify"),
    shopId: z.string({ message: SHOP_ID_REQUIRED }).trim().min(1, SHOP_ID_REQUIRED).pipe(digits(SHOP_ID_DIGITS)),
  }),
  z.object({ intent: z.literal("sync-inventory") }),
  // Shopify mode: both partners at once; the Printify shop ID is needed only with a Printify token.
  z.object({
    intent: z.literal("sync-shopify"),
    shopId: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(digits(SHOP_ID_DIGITS).optional()),
  }),
]);

export type SyncRequest = z.infer<typeof syncRequestSchema>;
export type SyncField = "storeId" | "shopId";

/** The first problem per field, for messages at the fields. */
export function syncFieldErrors(error: z.ZodError): Partial<Record<SyncField, string>> {
  const out: Partial<Record<SyncField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === "storeId" || field === "shopId") && !out[field]) out[field] = issue.message;
  }
  return out;
}

export type SyncRunView = {
  id: string;
  partner: string;
  kind: "products" | "inventory";
  status: "queued" | "running" | "done" | "failed";
  done: number;
  total: number | null;
  created: number;
  updated: number;
  unchanged: number;
  deactivated: number;
  skipped: { name: string; reason: string }[];
  error: string | null;
  finishedAt: string | null;
  /** Taken back after its worker died and run again: its counts include the earlier attempt's writes. */
  resumed: boolean;
  report: ShopifyMatchReport | null;
};

export type SyncRunKey = "printful" | "printify" | "inventory" | "shopify";

export type SyncCardState = {
  partners: { printful: boolean; printify: boolean };
  tokenVariables: { printful: string; printify: string };
  runs: Record<SyncRunKey, { latest: SyncRunView | null; lastSuccessAt: string | null }>;
  shops: { id: number; title: string }[];
  /** The commerce mode's kind of product sync (CommerceCapabilities.productSync). */
  productSync: "partner-catalogue" | "match-platform";
  /** Whether Sync Inventory can set availability on the platform itself (Shopify Admin API token). */
  platformWrites: boolean;
};

/** What POST /admin/sync answers: the started run, or why nothing started. */
export type SyncActionData =
  | { ok: true; runId: string; key: SyncRunKey }
  | { ok: false; title: string; reason?: string; fields?: Partial<Record<SyncField, string>> };

export const isActive = (run: SyncRunView | null | undefined) => run?.status === "queued" || run?.status === "running";

/** A fixed format, so the server's and the browser's render agree whatever their time zones. */
export function formatSyncTime(iso: string) {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function progressText(run: SyncRunView) {
  if (run.total === null) return "Starting…";
  return `${run.done} of ${run.total} products`;
}

export function summaryText(run: SyncRunView) {
  const parts = [
    `${run.created} created`,
    `${run.updated} updated`,
    `${run.unchanged} unchanged`,
    `${run.deactivated} deactivated`,
    `${run.skipped.length} skipped`,
  ];
  return parts.join(", ") + (run.resumed ? " (resumed after an interruption)" : "");
}
