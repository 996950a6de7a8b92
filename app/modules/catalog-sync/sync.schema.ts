// The admin's sync forms: one schema for the browser's instant check and the server's decision.
import { z } from "zod";
import { fieldErrorsOf } from "~/lib/forms";
import type { LocationField } from "~/integrations/partner-port";
import type { ShopifyMatchReport } from "../../../db/schema";

export const PRODUCTS_SYNCED = (provider: string) =>
  `Products synced successfully from ${provider} with complete details!`;
export const INVENTORY_SYNCED = "Inventory synced successfully";
export const PRODUCTS_SYNC_FAILED = "Failed to sync products";
export const INVENTORY_SYNC_FAILED = "Failed to sync inventory";

/** A partner as the card shows it: the registry's description, plain data for the browser. */
export type PartnerCard = {
  id: string;
  name: string;
  configured: boolean;
  tokenVariable: string;
  location: LocationField;
};

export const locationDigits = (partner: Pick<PartnerCard, "location">) =>
  `${partner.location.name} must contain digits only`;
export const locationRequired = (partner: Pick<PartnerCard, "name" | "location">) =>
  `${partner.location.name} is required for ${partner.name} sync`;

export type SyncRequest =
  | { intent: "sync-inventory" }
  /** Shopify mode: every configured partner at once, each with its location where given. */
  | { intent: "sync-shopify"; params: SyncParams }
  | { intent: "sync-partner"; partner: string; params: SyncParams };
export type SyncParams = Record<string, number | undefined>;
export type SyncField = string;
export type ParsedSyncRequest =
  { success: true; data: SyncRequest } | { success: false; fields: Partial<Record<SyncField, string>> };

const digits = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, message)
    .transform(Number);

/** A location field: digits; empty means "not given", which a required location refuses. */
function locationSchema(partner: Pick<PartnerCard, "name" | "location">, required: boolean) {
  const message = locationRequired(partner);
  return required
    ? z
        .string({ message })
        .trim()
        .min(1, message)
        .pipe(digits(locationDigits(partner)))
    : z
        .string()
        .trim()
        .optional()
        .transform((value) => value || undefined)
        .pipe(digits(locationDigits(partner)).optional());
}

/**
 * The sync form's values, checked the same way in the browser and on the server: `intent` is
 * sync-<partner>, sync-inventory or sync-shopify; each partner's location field is named by its key.
 */
export function parseSyncRequest(
  values: Record<string, unknown>,
  partners: Pick<PartnerCard, "id" | "name" | "location">[],
): ParsedSyncRequest {
  const fields: Partial<Record<SyncField, string>> = {};
  const params: SyncParams = {};
  const read = (partner: (typeof partners)[number], required: boolean) => {
    const key = partner.location.key;
    const parsed = locationSchema(partner, required).safeParse(values[key]);
    if (parsed.success) params[key] = parsed.data;
    else
      Object.assign(
        fields,
        fieldErrorsOf(parsed.error, () => key),
      );
  };
  const done = (data: SyncRequest): ParsedSyncRequest =>
    Object.keys(fields).length ? { success: false, fields } : { success: true, data };
  if (values.intent === "sync-inventory") return { success: true, data: { intent: "sync-inventory" } };
  if (values.intent === "sync-shopify") {
    // The required locations  are asked for only of configured partners: the server checks.
    for (const partner of partners) if (partner.location.required) read(partner, false);
    return done({ intent: "sync-shopify", params });
  }
  const partner = partners.find((candidate) => values.intent === `sync-${candidate.id}`);
  if (!partner) return { success: false, fields: {} };
  read(partner, partner.location.required);
  return done({ intent: "sync-partner", partner: partner.id, params });
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

/** A partner's id, "inventory" or "shopify". */
export type SyncRunKey = string;

export type SyncCardState = {
  /** The registry's partners, in its order. */
  partners: PartnerCard[];
  runs: Record<SyncRunKey, { latest: SyncRunView | null; lastSuccessAt: string | null }>;
  /** Per partner, the locations its token reaches, for the admin to pick from . */
  locations: Record<string, { id: number; title: string }[]>;
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
