// What may still be given back on an order, and what a refund request comes to: one rule, read by
// the admin's refund form (whether to offer it, the most it allows) and by the server (decision 051).
import { minorFromHundredths } from "~/lib/currencies";
import { SHOP_CURRENCY } from "~/lib/money";
import { formatPrice } from "~/lib/money";
import { allows, type OrderFacts } from "~/modules/order-lifecycle";
import type { RefundLine } from "../../../db/schema";

const SHOPIFY_REFUNDS = "This order was paid on Shopify: refund it in the Shopify admin";
const NOT_PAID = "Only a paid order can be refunded";
const ALREADY_REFUNDED = "This order was already refunded in full";
const NOTHING_CHOSEN = "Choose lines to refund or an amount, not both";

/** An order as the rule reads it: its state, what was paid, and what is refunded or being refunded. */
export type RefundFacts = OrderFacts & {
  /** Cents the payment took. */
  paid: number;
  /** Cents refunded, or asked of the provider and not yet answered. */
  refunded: number;
  /** The order's currency: every amount here is in its minor units (decision 071); absent: USD. */
  currency?: string;
};

/**
 * One order line as a refund sees it: what it paid in all (its tax included: decision 064), the tax
 * in that, and how many of its units are given back.
 */
export type RefundableLine = { id: string; quantity: number; paid: number; tax?: number; refundedQuantity: number };

/** What is left to give back: nothing unless the order is a paid one of ours. */
export function refundableCents(facts: RefundFacts) {
  return allows({ type: "refund", full: false }, facts) ? Math.max(0, facts.paid - facts.refunded) : 0;
}

/** Why no refund may be issued now, in the words the server refuses with; null when one may. */
function refundRefusal(facts: RefundFacts): string | null {
  if (facts.source !== "native") return SHOPIFY_REFUNDS;
  if (facts.paymentStatus === "refunded") return ALREADY_REFUNDED;
  if (facts.paymentStatus !== "paid") return NOT_PAID;
  return refundableCents(facts) > 0 ? null : "Nothing is left to refund on this order";
}

/** The admin's Issue refund is offered exactly when the server would accept a refund. */
export const canRefund = (facts: RefundFacts) => refundRefusal(facts) === null;

/**
 * The cents for `quantity` more units of a line: its paid total split by units, rounded so that
 * refunding every unit, in any steps, gives back exactly what the line paid.
 */
function lineShare(line: RefundableLine, quantity: number, of = line.paid) {
  const upTo = (units: number) => Math.round((of * units) / line.quantity);
  return upTo(line.refundedQuantity + quantity) - upTo(line.refundedQuantity);
}

/** `cents`: the amount as typed, in hundredths ("12.50" → 1250), whatever the order's currency. */
export type RefundRequest = { cents?: number; lines?: { itemId: string; quantity: number }[] };
type RefundPlan = { ok: true; amount: number; lines: RefundLine[] } | { ok: false; message: string; field: string };

const tooMuch = (left: number, currency: string) =>
  `A refund can be at most ${formatPrice(left, currency)}, what is left of this order's payment`;

/**
 * What a request comes to: an amount, chosen lines with quantities, or (neither) all that is left.
 * Never more than what is left in all, nor more units than a line has left.
 */
export function planRefund(facts: RefundFacts, lines: RefundableLine[], request: RefundRequest): RefundPlan {
  const refusal = refundRefusal(facts);
  // The order's state, not a field the owner typed, refuses it.
  if (refusal) return { ok: false, message: refusal, field: "form" };
  const left = refundableCents(facts);
  const currency = facts.currency ?? SHOP_CURRENCY;
  const chosen = (request.lines ?? []).filter((line) => line.quantity > 0);
  if (request.cents !== undefined && chosen.length) return { ok: false, message: NOTHING_CHOSEN, field: "amount" };
  if (request.cents !== undefined) {
    const asked = Number.isSafeInteger(request.cents) ? minorFromHundredths(request.cents, currency) : null;
    if (asked === null && Number.isSafeInteger(request.cents))
      return { ok: false, message: `Enter a whole amount of ${currency}`, field: "amount" };
    if (asked === null || asked <= 0)
      return { ok: false, message: `Enter an amount above ${formatPrice(0, currency)}`, field: "amount" };
    if (asked > left) return { ok: false, message: tooMuch(left, currency), field: "amount" };
    return { ok: true, amount: asked, lines: [] };
  }
  if (!chosen.length) return { ok: true, amount: left, lines: [] };
  const planned: RefundLine[] = [];
  for (const pick of chosen) {
    const line = lines.find((candidate) => candidate.id === pick.itemId);
    const field = `line-${pick.itemId}`;
    if (!line) return { ok: false, message: "This line is not on the order", field };
    const unitsLeft = line.quantity - line.refundedQuantity;
    if (!Number.isSafeInteger(pick.quantity) || pick.quantity > unitsLeft)
      return { ok: false, message: `At most ${unitsLeft} of this line can be refunded`, field };
    const tax = line.tax ? { tax: lineShare(line, pick.quantity, line.tax) } : {};
    planned.push({ itemId: line.id, quantity: pick.quantity, amount: lineShare(line, pick.quantity), ...tax });
  }
  const amount = planned.reduce((total, line) => total + line.amount, 0);
  if (amount > left) return { ok: false, message: tooMuch(left, currency), field: `line-${planned[0]!.itemId}` };
  return { ok: true, amount, lines: planned };
}
