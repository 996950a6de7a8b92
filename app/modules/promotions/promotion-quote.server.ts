// Prices a cart under its code and the automatic promotions, from the database (decision 044).
import { and, count, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { db, schema, type Db, type Tx } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { holdsReservationSql } from "~/modules/order-lifecycle/index.server";
import {
  priceWithPromotion,
  REFUSALS,
  refusalFor,
  type PricingLine,
  type PromotionPricing,
  type PromotionRule,
} from "./pricing";

type PromotionRow = typeof schema.promotions.$inferSelect;

/** A cart line as the catalogue priced it. */
export type QuoteLine = {
  productId: string;
  variantId: string | null;
  size: string;
  color: string;
  quantity: number;
  unitPrice: number;
  name: string;
};

export type PromotionQuote = PromotionPricing & {
  /** Per line (same order as given): its cost snapshot and discount. */
  lineCosts: (number | null)[];
  /** The promotion the order carries (the code's, else the automatic one that applied). */
  promotionId: string | null;
  /** The code as the owner wrote it, when it applied. */
  appliedCode: string | null;
  /** Names of the promotions that applied (e.g. 'Free shipping over $50'). */
  applied: string[];
  /** Why the code given was refused, in the shopper's words. */
  refusal: string | null;
};

export type QuoteInput = {
  code?: string | null;
  userId?: string | null;
  lines: QuoteLine[];
  /** The shipping price charged, and the cheapest method's (free shipping covers that much). */
  shipping: number;
  cheapestShipping: number;
  /**
   * Placing an order: lock the code's row until the transaction ends, so uses are counted one
   * order at a time; and leave out the order of this checkout attempt itself (a retry).
   */
  placing?: { checkoutKey: string };
  now?: Date;
};

const ruleOf = (row: PromotionRow): PromotionRule => ({
  id: row.id,
  code: row.code,
  name: row.name,
  kind: row.kind,
  percentOff: row.percentOff,
  amountOff: row.amountOff,
  minSubtotal: row.minSubtotal,
  productIds: row.productIds,
  categories: row.categories,
});

/** What one unit costs the shop and the line's category, per product and variant. */
async function pricingLines(executor: Db | Tx, lines: QuoteLine[]): Promise<PricingLine[]> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const variantIds = lines.flatMap((line) => (line.variantId ? [line.variantId] : []));
  const [products, variants] = ids.length
    ? await Promise.all([
        executor
          .select({ id: schema.products.id, category: schema.products.category, unitCost: schema.products.unitCost })
          .from(schema.products)
          .where(inArray(schema.products.id, ids)),
        variantIds.length
          ? executor
              .select({ id: schema.productVariants.id, baseCost: schema.productVariants.baseCost })
              .from(schema.productVariants)
              .where(inArray(schema.productVariants.id, variantIds))
          : Promise.resolve([]),
      ])
    : [[], []];
  const productById = new Map(products.map((row) => [row.id, row]));
  const costByVariant = new Map(variants.map((row) => [row.id, row.baseCost]));
  return lines.map((line) => {
    const product = productById.get(line.productId);
    const variantCost = line.variantId ? costByVariant.get(line.variantId) : null;
    return {
      key: JSON.stringify([line.productId, line.size, line.color]),
      productId: line.productId,
      name: line.name,
      category: product?.category ?? "",
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      unitCost: variantCost ?? product?.unitCost ?? null,
    };
  });
}

/** Uses of a promotion: orders carrying it that hold it, not cancelled nor declined (all, and this customer's). */
async function usesOf(executor: Db | Tx, promotionId: string, userId: string | null, checkoutKey?: string) {
  const live = and(
    eq(schema.orders.promotionId, promotionId),
    holdsReservationSql(),
    checkoutKey ? or(isNull(schema.orders.checkoutKey), ne(schema.orders.checkoutKey, checkoutKey)) : sql`true`,
  );
  const [all] = await executor.select({ n: count() }).from(schema.orders).where(live);
  const [mine] = userId
    ? await executor
        .select({ n: count() })
        .from(schema.orders)
        .where(and(live, eq(schema.orders.userId, userId)))
    : [{ n: 0 }];
  return { uses: all?.n ?? 0, usesByCustomer: mine?.n ?? 0 };
}

async function refusalOf(executor: Db | Tx, row: PromotionRow, lines: PricingLine[], input: QuoteInput) {
  const { uses, usesByCustomer } = await usesOf(executor, row.id, input.userId ?? null, input.placing?.checkoutKey);
  return refusalFor({
    rule: {
      ...ruleOf(row),
      active: row.active,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      usageLimit: row.usageLimit,
    },
    now: input.now ?? new Date(),
    lines,
    uses,
    usesByCustomer,
    oncePerCustomer: row.oncePerCustomer,
  });
}

/** Finds a code, case-insensitively; locked FOR UPDATE when an order is being placed with it. */
async function findCode(executor: Db | Tx, code: string, lock: boolean) {
  const query = executor
    .select()
    .from(schema.promotions)
    .where(sql`lower(${schema.promotions.code}) = lower(${code})`);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * The server's figures for a cart under a code (or none): every line's discount, the shipping
 * discount and the total. The code is checked for dates, uses and scope; a refused code prices
 * the cart without it and says why.
 */
export async function quotePromotion(executor: Db | Tx, input: QuoteInput): Promise<PromotionQuote> {
  const lines = await pricingLines(executor, input.lines);
  const code = input.code?.trim() || null;
  let refusal: string | null = null;
  let codeRow: PromotionRow | null = null;
  if (code) {
    codeRow = await findCode(executor, code, Boolean(input.placing));
    refusal = codeRow ? await refusalOf(executor, codeRow, lines, input) : REFUSALS.unknown;
    if (refusal) codeRow = null;
  }
  const automatic = await executor
    .select()
    .from(schema.promotions)
    .where(and(isNull(schema.promotions.code), eq(schema.promotions.active, true)));
  const automaticApplying: PromotionRow[] = [];
  for (const row of automatic) if (!(await refusalOf(executor, row, lines, input))) automaticApplying.push(row);

  const candidates = [...(codeRow ? [codeRow] : []), ...automaticApplying];
  const linePromotion = candidates.find((row) => row.kind !== "free_shipping") ?? null;
  const shippingPromotion = candidates.find((row) => row.kind === "free_shipping") ?? null;
  const pricing = priceWithPromotion({
    lines,
    linePromotion: linePromotion ? ruleOf(linePromotion) : null,
    freeShipping: Boolean(shippingPromotion),
    shipping: input.shipping,
    cheapestShipping: input.cheapestShipping,
    minMarginPercent: env.MIN_MARGIN_PERCENT,
  });
  const used = [linePromotion, shippingPromotion].filter((row): row is PromotionRow => row !== null);
  return {
    ...pricing,
    lineCosts: lines.map((line) => line.unitCost),
    promotionId: codeRow?.id ?? used[0]?.id ?? null,
    appliedCode: codeRow?.code ?? null,
    applied: [...new Set(used.map((row) => row.name))],
    refusal,
  };
}

/** Whether the automatic free-shipping promotion is on (the product page's promise). */
export async function freeShippingPromise(): Promise<{ over: number } | null> {
  const rows = await db
    .select({ minSubtotal: schema.promotions.minSubtotal })
    .from(schema.promotions)
    .where(
      and(
        isNull(schema.promotions.code),
        eq(schema.promotions.active, true),
        eq(schema.promotions.kind, "free_shipping"),
        sql`cardinality(${schema.promotions.productIds}) = 0 and cardinality(${schema.promotions.categories}) = 0`,
        or(isNull(schema.promotions.endsAt), sql`${schema.promotions.endsAt} > now()`),
        or(isNull(schema.promotions.startsAt), sql`${schema.promotions.startsAt} <= now()`),
      ),
    );
  if (!rows.length) return null;
  return { over: Math.min(...rows.map((row) => row.minSubtotal ?? 0)) };
}
