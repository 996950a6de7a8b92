// The promotion pricing engine: pure cents arithmetic, per line, capped at the margin floor (decision 044).
import { floorUnitPrice } from "~/lib/margin";
import { formatPrice } from "~/lib/money";

/** The longest code a shopper may type (the cart's field and the server's schema). */
export const MAX_CODE_LENGTH = 64;

export type PromotionRule = {
  id: string;
  code: string | null;
  name: string;
  kind: "percent" | "fixed" | "free_shipping";
  percentOff: number | null;
  amountOff: number | null;
  minSubtotal: number | null;
  productIds: string[];
  categories: string[];
};

export type PricingLine = {
  /** Whatever identifies the line to the caller (product, size, colour). */
  key: string;
  productId: string;
  name: string;
  category: string;
  unitPrice: number;
  quantity: number;
  /** What one unit costs the shop (partner base cost or the owner's); null when unknown. */
  unitCost: number | null;
};

export type PricedPromotionLine = {
  key: string;
  /** Money off the whole line, in cents; the line pays unitPrice × quantity − discount. */
  discount: number;
  /** The promotion wanted more off this line than its margin floor allows. */
  limited: boolean;
};

export type PromotionPricing = {
  lines: PricedPromotionLine[];
  subtotal: number;
  /** Always the sum of the lines' discounts. */
  discount: number;
  shipping: number;
  shippingDiscount: number;
  total: number;
  /** "Discount limited on {product}", one per limited line's product. */
  notices: string[];
};

/** Whether a promotion's scope covers a line: no scope covers all; else by product or category. */
export function appliesTo(rule: Pick<PromotionRule, "productIds" | "categories">, line: PricingLine): boolean {
  if (rule.productIds.length === 0 && rule.categories.length === 0) return true;
  return rule.productIds.includes(line.productId) || rule.categories.includes(line.category);
}

/** a × p / 100 rounded half up, in integers. */
const percentOf = (amount: number, percent: number) => Math.floor((amount * percent + 50) / 100);

/**
 * Splits a fixed amount over lines in proportion to their totals, largest remainder first, so the
 * parts add up to the amount exactly.
 */
function splitProportionally(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/** The per-line discounts a promotion wants, before the floor. */
function wantedDiscounts(rule: PromotionRule | null, lines: PricingLine[]): number[] {
  if (!rule) return lines.map(() => 0);
  const totals = lines.map((line) => (appliesTo(rule, line) ? line.unitPrice * line.quantity : 0));
  if (rule.kind === "percent") return totals.map((total) => percentOf(total, rule.percentOff ?? 0));
  if (rule.kind === "fixed") {
    const eligible = totals.reduce((sum, total) => sum + total, 0);
    return splitProportionally(Math.min(rule.amountOff ?? 0, eligible), totals);
  }
  return lines.map(() => 0);
}

export type PricingInput = {
  lines: PricingLine[];
  /** The promotion taking money off the lines (percent or fixed), if any. */
  linePromotion: PromotionRule | null;
  /** Whether a free-shipping promotion applies to this cart. */
  freeShipping: boolean;
  /** The chosen shipping price, and the cheapest method's price (free shipping covers that much). */
  shipping: number;
  cheapestShipping: number;
  minMarginPercent: number;
};

/**
 * Prices a cart under a promotion. Each line's discount is whole cents, rounded on that line and
 * capped so the line never sells under floor × quantity; a fixed amount a capped line could not
 * take moves to lines with room. The order's discount is the sum of its lines, never rounded again.
 */
export function priceWithPromotion(input: PricingInput): PromotionPricing {
  const { lines, minMarginPercent } = input;
  const wanted = wantedDiscounts(input.linePromotion, lines);
  const room = lines.map((line) =>
    Math.max(0, line.unitPrice * line.quantity - floorUnitPrice(line.unitCost, minMarginPercent) * line.quantity),
  );
  const discounts = wanted.map((want, index) => Math.min(want, room[index]!));
  const limited = wanted.map((want, index) => want > room[index]!);
  if (input.linePromotion?.kind === "fixed") {
    let spill = wanted.reduce((sum, want, index) => sum + want - discounts[index]!, 0);
    for (let index = 0; index < lines.length && spill > 0; index += 1) {
      if (!appliesTo(input.linePromotion, lines[index]!)) continue;
      const extra = Math.min(spill, room[index]! - discounts[index]!);
      discounts[index]! += extra;
      spill -= extra;
    }
  }
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discount = discounts.reduce((sum, value) => sum + value, 0);
  const shippingDiscount = input.freeShipping ? Math.min(input.shipping, input.cheapestShipping) : 0;
  const notices = [
    ...new Set(lines.filter((_, index) => limited[index]).map((line) => `Discount limited on ${line.name}`)),
  ];
  return {
    lines: lines.map((line, index) => ({ key: line.key, discount: discounts[index]!, limited: limited[index]! })),
    subtotal,
    discount,
    shipping: input.shipping,
    shippingDiscount,
    total: subtotal - discount + input.shipping - shippingDiscount,
    notices,
  };
}

/** Why a code cannot be used; the texts the shopper sees (issue 21). */
export const REFUSALS = {
  unknown: "Unknown code",
  expired: "This code has expired",
  usedUp: "This code has been used up",
  alreadyUsed: "You have already used this code",
  notApplicable: "This code doesn't apply to the items in your cart",
} as const;

const minimumSpendRefusal = (minimum: string) => `Spend ${minimum} to use this code`;

/**
 * A cart priced in another currency (decision 071): its subtotal back in the shop's currency, where
 * a minimum spend is compared, and the minimum as the shopper reads it.
 */
export type RuleMoney = { toShop: (minor: number) => number; format: (shopCents: number) => string };

export type RuleCheck = {
  rule: PromotionRule & { active: boolean; startsAt: Date | null; endsAt: Date | null; usageLimit: number | null };
  now: Date;
  lines: PricingLine[];
  uses: number;
  usesByCustomer: number;
  oncePerCustomer: boolean;
  money?: RuleMoney;
};

/** The refusal text for a code in this cart, or null when it applies. */
export function refusalFor(check: RuleCheck): string | null {
  const { rule, now } = check;
  if (!rule.active || (rule.startsAt && rule.startsAt > now)) return REFUSALS.unknown;
  if (rule.endsAt && rule.endsAt <= now) return REFUSALS.expired;
  if (rule.usageLimit !== null && check.uses >= rule.usageLimit) return REFUSALS.usedUp;
  if (check.oncePerCustomer && check.usesByCustomer > 0) return REFUSALS.alreadyUsed;
  if (!check.lines.some((line) => appliesTo(rule, line))) return REFUSALS.notApplicable;
  const subtotal = check.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const { money } = check;
  if (rule.minSubtotal !== null && (money?.toShop(subtotal) ?? subtotal) < rule.minSubtotal) {
    return minimumSpendRefusal(money?.format(rule.minSubtotal) ?? formatPrice(rule.minSubtotal));
  }
  return null;
}

/** A product as the admin's margin warning needs it: its tightest variant's price and floor. */
export type FloorProduct = {
  id: string;
  name: string;
  category: string;
  /** The price of the variant with the least room above its floor. */
  price: number;
  /** Cost + the minimum margin, per unit, of that variant; 0 when no cost is known. */
  floor: number;
  source: string;
  unitCost: number | null;
};

/** Products a percentage would push under their floor: the promotion form's warning. */
export function productsUnderFloor(
  products: FloorProduct[],
  percent: number,
  scope: { productIds: string[]; categories: string[] },
) {
  const all = scope.productIds.length === 0 && scope.categories.length === 0;
  return products.filter(
    (product) =>
      (all || scope.productIds.includes(product.id) || scope.categories.includes(product.category)) &&
      product.floor > 0 &&
      product.price - percentOf(product.price, percent) < product.floor,
  );
}
