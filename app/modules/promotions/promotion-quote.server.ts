// Prices a cart under its code and the automatic promotions, from the database (decision 044).
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { schema, type Db, type Tx } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { presentAmount, shopAmount, type Presentment } from "~/lib/currencies";
import { formatMoney } from "~/lib/money";
import { promotionUses, type CustomerKey } from "~/modules/order-lifecycle/index.server";
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
  /** A free-shipping promotion applies (the quote's shipping step takes off the cheapest method). */
  freeShipping: boolean;
};

export type QuoteInput = {
  code?: string | null;
  userId?: string | null;
  /** A guest's email, or a signed-in customer's verified one: once-per-customer counts it too (decision 065). */
  customerEmail?: string | null;
  lines: QuoteLine[];
  /** The shipping price charged, and the cheapest method's (free shipping covers that much). */
  shipping: number;
  cheapestShipping: number;
  /**
   * Placing an order: leave out the order of this checkout attempt itself (a retry); with `lock`,
   * lock the code's row until the transaction ends, so uses are counted one order at a time.
   */
  placing?: { checkoutKey: string; lock: boolean };
  now?: Date;
  /**
   * The currency the lines' prices are in, when not the shop's (decision 071): costs and fixed
   * amounts are converted at its rate, so the margin floor holds after rounding; a minimum spend is
   * compared in the shop's currency.
   */
  presentment?: Presentment | null;
};

const ruleOf = (row: PromotionRow, presentment: Presentment | null): PromotionRule => ({
  id: row.id,
  code: row.code,
  name: row.name,
  kind: row.kind,
  percentOff: row.percentOff,
  amountOff: row.amountOff === null ? null : presentAmount(row.amountOff, presentment),
  minSubtotal: row.minSubtotal,
  productIds: row.productIds,
  categories: row.categories,
});

/** What one unit costs the shop and the line's category, per product and variant. */
async function shopPricingLines(executor: Db | Tx, lines: QuoteLine[]): Promise<PricingLine[]> {
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

/** The lines with their costs in the prices' currency: the floor compares like with like. */
const inPresentment = (lines: PricingLine[], presentment: Presentment | null): PricingLine[] =>
  presentment
    ? lines.map((line) => ({
        ...line,
        unitCost: line.unitCost === null ? null : presentAmount(line.unitCost, presentment),
      }))
    : lines;

/** Uses of a promotion: orders carrying it that are not cancelled (all, and this customer's). */
const usesOf = (executor: Db | Tx, promotionId: string, customer: CustomerKey, checkoutKey?: string) =>
  promotionUses(executor, promotionId, { customer, exceptCheckoutKey: checkoutKey });

async function refusalOf(executor: Db | Tx, row: PromotionRow, lines: PricingLine[], input: QuoteInput) {
  const { uses, usesByCustomer } = await usesOf(
    executor,
    row.id,
    { userId: input.userId, email: input.customerEmail },
    input.placing?.checkoutKey,
  );
  const presentment = input.presentment ?? null;
  return refusalFor({
    rule: {
      ...ruleOf(row, presentment),
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
    money: presentment
      ? {
          toShop: (minor) => shopAmount(minor, presentment),
          format: (cents) => formatMoney(presentAmount(cents, presentment), presentment.code),
        }
      : undefined,
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
  const presentment = input.presentment ?? null;
  const shopLines = await shopPricingLines(executor, input.lines);
  const lines = inPresentment(shopLines, presentment);
  const code = input.code?.trim() || null;
  let refusal: string | null = null;
  let codeRow: PromotionRow | null = null;
  if (code) {
    codeRow = await findCode(executor, code, Boolean(input.placing?.lock));
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
    linePromotion: linePromotion ? ruleOf(linePromotion, presentment) : null,
    freeShipping: Boolean(shippingPromotion),
    shipping: input.shipping,
    cheapestShipping: input.cheapestShipping,
    minMarginPercent: env.MIN_MARGIN_PERCENT,
  });
  const used = [linePromotion, shippingPromotion].filter((row): row is PromotionRow => row !== null);
  return {
    ...pricing,
    // The order keeps its costs in the shop's currency.
    lineCosts: shopLines.map((line) => line.unitCost),
    promotionId: codeRow?.id ?? used[0]?.id ?? null,
    appliedCode: codeRow?.code ?? null,
    applied: [...new Set(used.map((row) => row.name))],
    refusal,
    freeShipping: Boolean(shippingPromotion),
  };
}
