// Reads and saves the store settings (decisions 061, 066). Reads are cached in the process, since
// every page asks; a save here clears that cache and the page cache, so the next page load shows it.
// Another process (a second web server) sees a save within the TTL.
import { eq } from "drizzle-orm";
import { db, schema, type Db, type Tx } from "~/lib/db.server";
import { cachedRead } from "~/lib/cached-read";
import { env } from "~/lib/env.server";
import { clearPageCache } from "~/lib/page-cache.server";
import { purgeProxyCache } from "~/lib/proxy-cache.server";
import { mailAddress } from "~/integrations/mail/mailer.server";
import { DEFAULT_SHOP, type ShopSettings } from "./shop-defaults";
import type { ShopIdentity } from "./shop-identity";
import { coloursCss, DEFAULT_COLOURS, type BrandColours } from "./brand-colours";
import { changedWords, defaultWords, socialLinks, wordsOf, type ShopWords, type WordField } from "./words";

/** The catalogue cache's 15 s: with the page cache's 15 s, other processes agree within a minute. */
const TTL_MS = 15_000;
const KEY = "store";

/** A page's saved state: its Markdown or the FAQ's items (absent while the default) and its last save. */
export type StoredPage = { markdown?: string; items?: { question: string; answer: string }[]; updatedAt: string };
type Row = {
  shop: ShopSettings;
  words: Record<string, string>;
  pages: Record<string, StoredPage>;
  colours: BrandColours;
  logoVersion: string | null;
};

async function load(executor: Db | Tx): Promise<Row> {
  const [row] = await executor.select().from(schema.storeSettings).limit(1);
  if (!row) return { shop: { ...DEFAULT_SHOP }, words: {}, pages: {}, colours: DEFAULT_COLOURS, logoVersion: null };
  const { shopName, tagline, seoTitleSuffix, seoDescription, words, pages, colours, logoVersion } = row;
  return {
    shop: { shopName, tagline, seoTitleSuffix, seoDescription },
    words,
    pages,
    colours: { ...DEFAULT_COLOURS, ...colours },
    logoVersion,
  };
}

const cached = cachedRead(load, TTL_MS);
const settingsRow = (executor: Db | Tx = db): Promise<Row> => cached.get(executor);

/**
 * The saved settings, or today's texts when the owner never saved any. Code inside a transaction
 * passes it: with PGlite's one connection, a read outside it would wait for the transaction forever.
 */
export async function storeSettings(executor: Db | Tx = db): Promise<ShopSettings> {
  return (await settingsRow(executor)).shop;
}

const serverDefaults = () => ({ shopEmail: env.SHOP_EMAIL, mailFrom: mailAddress(env.MAIL_FROM) });

/** The words' defaults for a shop of this name (decision 066). */
export const wordDefaults = (shopName: string) => defaultWords(shopName, serverDefaults());

/** The shop's words: the owner's where saved, today's (naming the shop) elsewhere. */
export async function storeWords(executor: Db | Tx = db): Promise<ShopWords> {
  const row = await settingsRow(executor);
  return wordsOf(row.words, wordDefaults(row.shop.shopName));
}

/** The pages' saved state, by page. */
export async function storedPages(executor: Db | Tx = db): Promise<Record<string, StoredPage>> {
  return (await settingsRow(executor)).pages;
}

function shopIdentity(settings: ShopSettings): ShopIdentity {
  return {
    name: settings.shopName,
    tagline: settings.tagline,
    titleSuffix: settings.seoTitleSuffix || settings.shopName,
    description: settings.seoDescription,
  };
}

/** What pages show: the name, tagline, title suffix and description. */
export async function shopSettingsIdentity(executor: Db | Tx = db): Promise<ShopIdentity> {
  return shopIdentity(await storeSettings(executor));
}

/** What emails need: the identity and the sender's name and address from the words. */
export async function shopMailIdentity(executor: Db | Tx = db): Promise<ShopIdentity> {
  const [settings, words] = [await storeSettings(executor), await storeWords(executor)];
  return { ...shopIdentity(settings), sender: { name: words.senderName, address: words.senderAddress } };
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

async function upsert(set: Partial<typeof schema.storeSettings.$inferInsert>) {
  const values = { ...set, updatedAt: new Date() };
  await db
    .insert(schema.storeSettings)
    .values({ id: KEY, ...DEFAULT_SHOP, ...values })
    .onConflictDoUpdate({ target: schema.storeSettings.id, set: values });
  cached.clear();
  clearPageCache();
  await purgeProxyCache();
}

/** Saves valid settings (checked by shopSettingsSchema) and makes every page show them at once. */
export async function saveStoreSettings(settings: ShopSettings) {
  await upsert(settings);
}

/** Saves valid words (checked by wordsSchema): only those that differ from their defaults are kept. */
export async function saveWords(words: ShopWords) {
  const { shopName } = await storeSettings();
  await upsert({ words: changedWords(words, wordDefaults(shopName)) });
}

/** Saves one page's state (the content module decides what it holds). */
export async function savePage(key: string, page: StoredPage) {
  const pages = await storedPages();
  await upsert({ pages: { ...pages, [key]: page } });
}

/** The home page's words: the hero, the three blurbs and the newsletter block. */
export async function homeWords() {
  const words = await storeWords();
  const { heroHeading, heroSubline, heroPrimaryLabel, heroSecondaryLabel } = words;
  return {
    hero: { heroHeading, heroSubline, heroPrimaryLabel, heroSecondaryLabel },
    blurbs: [1, 2, 3].map((n) => ({
      title: words[`feature${n}Title` as WordField],
      text: words[`feature${n}Text` as WordField],
    })),
    newsletter: { heading: words.newsletterHeading, text: words.newsletterText },
  };
}

/** The footer's words, for the root loader: the copyright name and the social links that are set. */
export async function footerWords() {
  const words = await storeWords();
  return { copyright: words.copyrightName, socials: socialLinks(words) };
}

/** The brand: its colours and the version of its logo's images (null: no logo). */
export async function storeBrand(executor: Db | Tx = db) {
  const { colours, logoVersion } = await settingsRow(executor);
  return { colours, logoVersion };
}

/** Saves valid colours (checked by coloursSchema, contrast included). */
export async function saveColours(colours: BrandColours) {
  await upsert({ colours });
}

/** Points the settings at a new set of logo images (storeBrandImages), or at none. */
export async function saveLogoVersion(logoVersion: string | null) {
  await upsert({ logoVersion });
}

/**
 * What the root puts on every page of the brand (decision 066): the favicon, the colours' CSS ("" for
 * the theme's), the header's logo and the link preview's image; each image address carries its
 * version, so no cache ever serves an old one.
 */
export async function brandHead() {
  const { colours, logoVersion: v } = await storeBrand();
  return {
    icon: v ? `/brand/favicon-${v}.png` : "/favicon.svg",
    css: coloursCss(colours),
    logo: v ? `/brand/logo-${v}.png` : undefined,
    social: v ? `/brand/social-${v}.png` : undefined,
  };
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
