// Reads and saves the store settings (decision 061). Reads are cached in the process, since every
// page asks; a save here clears that cache and the page cache, so the next page load shows it.
// Another process (a second web server) sees a save within the TTL.
import { eq } from "drizzle-orm";
import { db, schema, type Db, type Tx } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { clearPageCache } from "~/lib/page-cache.server";
import { DEFAULT_SHOP, type ShopSettings } from "./shop-defaults";
import type { ShopIdentity } from "./shop-identity";

/** The catalogue cache's 15 s: with the page cache's 15 s, other processes agree within a minute. */
const TTL_MS = 15_000;
const KEY = "store";

let cache: { value: Promise<ShopSettings>; expires: number } | undefined;

async function load(executor: Db | Tx): Promise<ShopSettings> {
  const [row] = await executor.select().from(schema.storeSettings).limit(1);
  if (!row) return { ...DEFAULT_SHOP };
  const { shopName, tagline, seoTitleSuffix, seoDescription } = row;
  return { shopName, tagline, seoTitleSuffix, seoDescription };
}

/**
 * The saved settings, or today's texts when the owner never saved any. Code inside a transaction
 * passes it: with PGlite's one connection, a read outside it would wait for the transaction forever.
 */
export function storeSettings(executor: Db | Tx = db): Promise<ShopSettings> {
  const now = Date.now();
  if (cache && cache.expires > now) return cache.value;
  const value = load(executor);
  const entry = { value, expires: now + TTL_MS };
  cache = entry;
  // A failed read is not kept: the next request asks the database again.
  value.catch(() => {
    if (cache === entry) cache = undefined;
  });
  return value;
}

function shopIdentity(settings: ShopSettings): ShopIdentity {
  return {
    name: settings.shopName,
    tagline: settings.tagline,
    titleSuffix: settings.seoTitleSuffix || settings.shopName,
    description: settings.seoDescription,
  };
}

/** What pages and emails show: the name, tagline, title suffix and description. */
export async function shopSettingsIdentity(executor: Db | Tx = db): Promise<ShopIdentity> {
  return shopIdentity(await storeSettings(executor));
}

/**
 * Names the shop (first-run setup): its other settings stay; a title suffix still at the default
 * is emptied, so titles end with the new name rather than with "softdrop".
 */
export async function nameShop(shopName: string) {
  const current = await storeSettings();
  const keptSuffix = current.seoTitleSuffix === DEFAULT_SHOP.seoTitleSuffix ? "" : current.seoTitleSuffix;
  await saveStoreSettings({ ...current, shopName, seoTitleSuffix: keptSuffix });
}

/** Saves valid settings (checked by shopSettingsSchema) and makes every page show them at once. */
export async function saveStoreSettings(settings: ShopSettings) {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(schema.storeSettings)
    .values({ id: KEY, ...values })
    .onConflictDoUpdate({ target: schema.storeSettings.id, set: values });
  cache = undefined;
  clearPageCache();
}

/**
 * Whether shoppers may check out without an account (decision 065): GUEST_CHECKOUT in the
 * environment when set, else the owner's setting; off by default (the spec's sign-in first).
 */
export async function guestCheckoutOpen(executor: Db | Tx = db): Promise<boolean> {
  if (env.GUEST_CHECKOUT !== undefined) return env.GUEST_CHECKOUT;
  return savedGuestCheckout(executor);
}

/** The owner's saved choice (the checkbox on /admin/settings), whatever the environment says. */
export async function savedGuestCheckout(executor: Db | Tx = db) {
  const [row] = await executor.select({ on: schema.storeSettings.guestCheckout }).from(schema.storeSettings).limit(1);
  return row?.on ?? false;
}

/** Saves the owner's choice; the settings row exists (saveStoreSettings wrote it first). */
export async function saveGuestCheckout(on: boolean) {
  await db.update(schema.storeSettings).set({ guestCheckout: on }).where(eq(schema.storeSettings.id, KEY));
}
