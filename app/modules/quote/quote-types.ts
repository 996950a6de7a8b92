// The Quote: every figure a cart is shown, charged and stored with, from one run of the steps.
import type { CheckoutShippingOption } from "~/modules/shipping";

export type QuoteLineStatus = "ok" | "inactive" | "unavailable";

/** One line per line quoted, in the order given. */
export type QuotedLine = {
  productId: string;
  size: string;
  color: string;
  quantity: number;
  /** The line carries a personalisation (its price includes the product's surcharge). */
  personalised: boolean;
  variantId: string | null;
  name: string | null;
  handle: string | null;
  image: string | null;
  /** Only "ok" lines are sold; the others are out of every total. */
  status: QuoteLineStatus;
  /** Why a line of a catalogue product cannot be bought now (a drop not launched yet, sold out, ended). */
  notice: string | null;
  /** One unit: the catalogue's price plus the personalisation surcharge; null when the product is gone. */
  unitPrice: number | null;
  surcharge: number;
  /** The promotion's money off the whole line. */
  discount: number;
  /** The promotion wanted more off this line than its margin floor allows. */
  limited: boolean;
  /** unitPrice × quantity − discount for a line sold; 0 otherwise. */
  lineTotal: number;
};

export type QuoteAdjustment = {
  kind: "discount" | "shipping-discount";
  /** The promotions' names that make it up. */
  label: string;
  amount: number;
};

export type QuotePromotion = {
  /** The code as sent ("" for none). */
  code: string;
  /** The code as the owner wrote it, when it applied. */
  appliedCode: string | null;
  /** Names of the promotions that applied (e.g. 'Free shipping over $50'). */
  applied: string[];
  /** "Discount limited on {product}" (the margin floor). */
  notices: string[];
  /** The promotion the order carries (the code's, else the automatic one that applied). */
  promotionId: string | null;
  /** A free-shipping promotion applies: the cheapest method is free. */
  freeShipping: boolean;
};

export type QuoteShipping = {
  /** Live rates wait for a complete address: no price yet, and the total is before shipping. */
  pending: boolean;
  options: CheckoutShippingOption[];
  chosen: CheckoutShippingOption | null;
  /** Why the flat rate applies when live rates could not be had. */
  message: string | null;
};

/** One line's tax (or the shipping's): cents, the rate in percent and where it is owed. */
export type QuoteTaxAmount = { amount: number; rate: number | null; jurisdiction: string | null };

/**
 * The tax step's answer (decision 064); absent with TAX=none. Prices that exclude tax have it added
 * to the total; prices that include it keep the total, and the summary says how much it holds.
 */
export type QuoteTax = {
  /** It waits for a complete address: the cart says "Tax: calculated at checkout". */
  pending: boolean;
  /** Catalogue prices include tax (VAT style). */
  included: boolean;
  /** The sum of the lines' and the shipping's tax, each rounded to the cent. */
  amount: number;
  /** In the order of the quote's lines. */
  lines: QuoteTaxAmount[];
  shipping: QuoteTaxAmount;
  /** 'California 7.25 %', or null when nothing is taxed. */
  label: string | null;
  /** Its word when included: "Includes $X.XX VAT". */
  name: string;
};

export type QuoteTotals = {
  /** The lines sold, before discounts. */
  subtotal: number;
  /** The sum of the lines' discounts. */
  discount: number;
  shipping: number;
  shippingDiscount: number;
  total: number;
};

/** Why this cart cannot be ordered as it stands, in the shopper's words (docs/spec.md's texts). */
export type QuoteRefusal = {
  kind: "empty" | "personalisation" | "line" | "code" | "tax";
  text: string;
  line?: number;
};

/** What the shopper's browser is answered (the endpoint's body). */
export type ShopperQuote = {
  lines: QuotedLine[];
  adjustments: QuoteAdjustment[];
  promotion: QuotePromotion;
  shipping: QuoteShipping;
  totals: QuoteTotals;
  /** With TAX=rates or stripe: the tax the total includes or adds (decision 064). */
  tax?: QuoteTax;
  currencyCode: string;
  /** In order: the first is what placing the order would answer. Empty: the cart can be ordered. */
  refusals: QuoteRefusal[];
};

/** The code's refusal, the one refusal the cart and checkout show beside the code field. */
export const codeRefusal = (quote: Pick<ShopperQuote, "refusals">) =>
  quote.refusals.find((refusal) => refusal.kind === "code")?.text ?? null;

/** What the code field shows: the code's refusal, the code applied, the margin floor's notices. */
export const codeOutcome = (quote: ShopperQuote | null) =>
  quote
    ? { refusal: codeRefusal(quote), appliedCode: quote.promotion.appliedCode, notices: quote.promotion.notices }
    : null;
