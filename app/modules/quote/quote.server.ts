// quoteOrder: one run of the quote's steps, in order, into the Quote every page, payment and order
// uses (decision 050). Modelled on a checkout workflow of small steps, each in its own file.
import { selectHostedCheckout } from "~/commerce/index.server";
import type { QuoteLine } from "./quote.schema";
import type { QuoteAdjustment, QuoteRefusal, QuoteTotals, ShopperQuote } from "./quote-types";
import { cataloguePrice } from "./steps/catalogue-price.server";
import { currency } from "./steps/currency.server";
import { dropGate } from "./steps/drop-gate.server";
import { personalisationSurcharge } from "./steps/personalisation-surcharge.server";
import { promotion } from "./steps/promotion.server";
import { shipping } from "./steps/shipping.server";
import { tax } from "./steps/tax.server";
import { sellable, startDraft, type DraftLine, type QuoteContext, type QuoteDraft } from "./steps/step.server";

/**
 * The pipeline. Currency comes right after the prices are known (decision 071): the promotion's
 * margin floor, shipping and tax then work in the currency charged.
 */
export const QUOTE_STEPS = [
  cataloguePrice,
  personalisationSurcharge,
  currency,
  dropGate,
  promotion,
  shipping,
  tax,
] as const;

/** A hosted checkout (Variant B) takes the platform's prices; its own checkout does the rest. */
const HOSTED_QUOTE_STEPS = [cataloguePrice] as const;

/** A quote with what the order stores beside the shopper's figures (costs, checked personalisations). */
export type Quote = Omit<ShopperQuote, "lines" | "tax"> & { lines: DraftLine[]; tax?: QuoteDraft["tax"] };

const REFUSAL_ORDER: QuoteRefusal["kind"][] = ["empty", "personalisation", "line", "code", "tax"];

/** A line that cannot be sold, in the words placing the order answers. */
function lineRefusal(line: DraftLine): string {
  if (line.notice) return line.notice;
  const name = line.name ?? "An item in your cart";
  const label = line.size ? `${name} (${line.size} / ${line.color})` : name;
  if (line.status === "inactive") return `${label} is no longer available`;
  return line.variantId ? `${label} is out of stock` : `${label} is not an option we sell`;
}

function refusalsOf(draft: QuoteDraft): QuoteRefusal[] {
  const refusals: QuoteRefusal[] = [...draft.refusals];
  if (!draft.lines.length) refusals.push({ kind: "empty", text: "Your cart is empty" });
  draft.lines.forEach((line, index) => {
    if (!sellable(line)) refusals.push({ kind: "line", text: lineRefusal(line), line: index });
  });
  return refusals.sort((a, b) => REFUSAL_ORDER.indexOf(a.kind) - REFUSAL_ORDER.indexOf(b.kind));
}

function finish(draft: QuoteDraft): Quote {
  const lines = draft.lines.map((line) => ({
    ...line,
    lineTotal: sellable(line) ? line.unitPrice! * line.quantity - line.discount : 0,
  }));
  const sold = lines.filter(sellable);
  const subtotal = sold.reduce((sum, line) => sum + line.unitPrice! * line.quantity, 0);
  const discount = sold.reduce((sum, line) => sum + line.discount, 0);
  const shippingCents = draft.shipping.chosen?.priceCents ?? 0;
  // Prices that exclude tax have it added; prices that include it already hold it (decision 064).
  const addedTax = draft.tax && !draft.tax.included ? draft.tax.amount : 0;
  const totals: QuoteTotals = {
    subtotal,
    discount,
    shipping: shippingCents,
    shippingDiscount: draft.shippingDiscount,
    total: subtotal - discount + shippingCents - draft.shippingDiscount + addedTax,
  };
  const label = draft.promotion.applied.join(", ");
  const adjustments: QuoteAdjustment[] = [
    ...(discount > 0 ? [{ kind: "discount" as const, label, amount: discount }] : []),
    ...(draft.shippingDiscount > 0
      ? [{ kind: "shipping-discount" as const, label, amount: draft.shippingDiscount }]
      : []),
  ];
  return {
    lines,
    adjustments,
    promotion: draft.promotion,
    shipping: draft.shipping,
    totals,
    ...(draft.tax ? { tax: draft.tax } : {}),
    currencyCode: draft.currencyCode,
    refusals: refusalsOf(draft),
  };
}

/** Prices these lines for this shopper, code, address and shipping method. */
export async function quoteOrder(lines: QuoteLine[], context: QuoteContext): Promise<Quote> {
  let draft = startDraft(lines, context);
  for (const step of selectHostedCheckout() ? HOSTED_QUOTE_STEPS : QUOTE_STEPS) draft = await step(draft);
  return finish(draft);
}

/** The quote as the shopper's browser is answered: no costs, no server-only facts. */
export function shopperQuote(quote: Quote): ShopperQuote {
  const { tax, ...rest } = quote;
  return {
    ...rest,
    lines: quote.lines.map(({ unitCost: _cost, personalisation: _checked, requested: _sent, ...line }) => line),
    ...(tax ? { tax: shopperTax(tax) } : {}),
  };
}

const shopperTax = ({ calculationId: _calculation, ...tax }: NonNullable<Quote["tax"]>) => tax;
