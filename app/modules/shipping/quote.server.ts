// Live shipping quotes (decision 046): the cart's lines grouped by partner, each partner asked for
// its part, the answers combined; cached 10 minutes per address and items; the flat rate on any fault.
import { eq, inArray } from "drizzle-orm";
import type { PartnerAddress, ShippingQuoteLine } from "~/integrations/partner-port";
import { connectPartner, findPartner } from "~/integrations/partners.server";
import { minutesUntilReset, recordAttempt, type Limit } from "~/lib/attempt-counter.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { isUuid } from "~/lib/ids";
import { SHIPPING_CENTS } from "~/lib/money";
import { AddressError, partnerAddress, partnerLocation } from "~/modules/fulfilment/index.server";
import { combineParts, FALLBACK_MESSAGE, flatQuote, type PartQuote, type ShippingQuote } from "./shipping-options";

/** A line to ship: which variant, how many. */
export type ShippingRatesLine = { productId: string; size: string; color: string; quantity: number };
/** The address as the checkout's form holds it (the quote's address once complete). */
export type ShippingRatesAddress = schema.ShippingAddress;

export const SHIPPING_CACHE_MS = 10 * 60 * 1000;
const CACHE_LIMIT = 1000;

/** In-process cache of live quotes: key → answer and when it expires. Fallbacks are not kept. */
const cache = new Map<string, { quote: ShippingQuote; expires: number }>();

export const clearShippingCache = () => cache.clear();

/**
 * Settings tests change: how long a partner may take, whether to retry, and how long a quote may
 * wait for its turn in the partner's shared pace (a shopper is waiting; past it, the flat rate).
 */
export const shippingTuning = { timeoutMs: 8000, retries: 0, maxPacingWaitMs: 3000 };

/**
 * Shipping quotes per client that ask the partners (a quote the cache answers costs nothing and
 * is not counted): 30 in 10 minutes.
 */
export const SHIPPING_QUOTE_LIMIT: Limit = { max: 30, windowMs: 10 * 60_000 };

/**
 * Counts a shipping quote for this client (its address); the message to answer past the limit,
 * else null. Whatever route quotes shipping for a shopper calls it first.
 */
export async function limitShippingQuotes(client: string | undefined) {
  if (!client) return null;
  const key = `shipping-quote:client:${client}`;
  if ((await recordAttempt(key, SHIPPING_QUOTE_LIMIT)) <= SHIPPING_QUOTE_LIMIT.max) return null;
  const minutes = await minutesUntilReset(key, SHIPPING_QUOTE_LIMIT);
  return `Too many shipping quotes. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** The address as partners take it (the fulfilment rules), or null while it is not complete enough to quote. */
export function quoteAddress(address: ShippingRatesAddress): PartnerAddress | null {
  try {
    return partnerAddress({ ...address, fullName: address.fullName || "Customer" });
  } catch (error) {
    if (error instanceof AddressError) return null;
    throw error;
  }
}

/** Each line's partner (products.source) and partner ids; unknown lines count as the flat rate's. */
async function partnerLines(lines: ShippingRatesLine[]) {
  const ids = [...new Set(lines.map((line) => line.productId))].filter(isUuid);
  const rows = ids.length
    ? await db
        .select({
          productId: schema.products.id,
          source: schema.products.source,
          externalId: schema.products.externalId,
          size: schema.productVariants.size,
          color: schema.productVariants.color,
          partnerVariantId: schema.productVariants.partnerVariantId,
        })
        .from(schema.products)
        .innerJoin(schema.productVariants, eq(schema.productVariants.productId, schema.products.id))
        .where(inArray(schema.products.id, ids))
    : [];
  const parts = new Map<string, ShippingQuoteLine[]>();
  let flatLines = 0;
  for (const line of lines) {
    const row = rows.find(
      (candidate) =>
        candidate.productId === line.productId && candidate.size === line.size && candidate.color === line.color,
    );
    const partner = findPartner(row?.source);
    if (!row || !partner || !row.externalId || !row.partnerVariantId) {
      flatLines++;
      continue;
    }
    const item = { partnerProductId: row.externalId, partnerVariantId: row.partnerVariantId, quantity: line.quantity };
    parts.set(partner.id, [...(parts.get(partner.id) ?? []), item]);
  }
  return { parts, flatLines };
}

async function askPartner(partnerId: string, address: PartnerAddress, items: ShippingQuoteLine[]): Promise<PartQuote> {
  const partner = findPartner(partnerId)!;
  const connection = await connectPartner(partner, shippingTuning);
  if (!connection?.quoteShipping) throw new Error(`${partner.displayName} gives no shipping rates`);
  const options = await connection.quoteShipping(await partnerLocation(partner), address, items);
  return { partner: partnerId, options };
}

const cacheKey = (address: PartnerAddress, lines: ShippingRatesLine[]) =>
  JSON.stringify([
    [address.countryCode, address.region, address.zip, address.city, address.address1].map((part) =>
      part.toLowerCase(),
    ),
    lines.map((line) => [line.productId, line.size, line.color, line.quantity].join("|")).sort(),
  ]);

/** A client past its shipping quotes: the message says when to try again. */
export class ShippingQuotesLimited extends Error {
  override name = "ShippingQuotesLimited";
}

/**
 * The shipping options for these lines to this address. SHIPPING_RATES=flat: the flat rate, as
 * ever. Otherwise live partner rates; any fault (a partner down, an odd answer, an address it
 * refuses) gives the flat rate and a message, so checkout always goes on. A quote for `client`
 * that must ask the partners counts against its limit, and past it throws ShippingQuotesLimited.
 */
export async function quoteShipping(
  lines: ShippingRatesLine[],
  address: ShippingRatesAddress,
  client?: string,
): Promise<ShippingQuote> {
  if (env.SHIPPING_RATES !== "partner" || lines.length === 0) return flatQuote();
  const recipient = quoteAddress(address);
  if (!recipient) return flatQuote();
  const key = cacheKey(recipient, lines);
  const now = Date.now();
  const cached = cache.get(key);
  if (cached && cached.expires > now) return cached.quote;
  try {
    const { parts, flatLines } = await partnerLines(lines);
    if (parts.size === 0) return flatQuote();
    const limited = await limitShippingQuotes(client);
    if (limited) throw new ShippingQuotesLimited(limited);
    const quotes = await Promise.all([...parts].map(([partner, items]) => askPartner(partner, recipient, items)));
    const options = combineParts(quotes, flatLines > 0 ? SHIPPING_CENTS : 0);
    if (!options?.length) return flatQuote(FALLBACK_MESSAGE);
    const quote = { options, message: null };
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, { quote, expires: now + SHIPPING_CACHE_MS });
    return quote;
  } catch (error) {
    if (error instanceof ShippingQuotesLimited) throw error;
    console.warn(`shipping rates: ${error instanceof Error ? error.message : String(error)}; flat rate used`);
    return flatQuote(FALLBACK_MESSAGE);
  }
}
