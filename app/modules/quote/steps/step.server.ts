// What the quote's steps share: the context they price for and the draft each one passes on.
import type { Market } from "~/commerce";
import type { Presentment } from "~/lib/currencies";
import { SHOP_CURRENCY } from "~/lib/money";
import type { schema, Tx } from "~/lib/db.server";
import type { QuoteAddress } from "../quote-address";
import type { QuoteLine } from "../quote.schema";
import type { QuotedLine, QuotePromotion, QuoteRefusal, QuoteShipping, QuoteTax } from "../quote-types";

export type QuoteContext = {
  /** The signed-in shopper (a code's once-per-customer rule), or null. */
  customerId: string | null;
  /**
   * A guest's email, or the signed-in shopper's verified one: per-customer limits count the orders
   * of the account and of this address (decision 065).
   */
  customerEmail?: string | null;
  code?: string | null;
  /** The address typed so far; live shipping waits until it is complete. */
  address?: QuoteAddress | null;
  /** The shipping option picked; the cheapest when unknown. */
  shippingMethod?: string | null;
  /**
   * Placing an order: drop stock is counted under the lock instead, and the code's uses leave out
   * this checkout attempt's own order. With `tx`, the promotion step re-reads the code under its
   * row lock in that transaction (the locked re-check).
   */
  placing?: { checkoutKey: string; tx?: Tx };
  /**
   * The checkout page: the browser's checkout attempt that may hold an order already (submitted,
   * unpaid). Its order is not a use of the code: submitting again replaces it (decision 047).
   */
  attemptKey?: string | null;
  /** The clock, for tests of dated drops and promotions. */
  now?: Date;
  /** The shopper's currency when not the shop's (decision 071): every price is in it. */
  currency?: Presentment | null;
  /**
   * The shopper's address (lib/client-ip.server.ts): a shipping quote that must ask the partners
   * counts against its limit (decision 054). Unset: not counted (placing an order).
   */
  client?: string;
  /** The shopper's market, for a platform that prices per market (decision 072). */
  market?: Market;
};

/** A line as the steps build it; the server-only facts the order stores ride along. */
export type DraftLine = QuotedLine & {
  /** What one unit costs the shop, in the shop's currency (the order's snapshot). */
  unitCost: number | null;
  /** The checked personalisation the order line stores. */
  personalisation: schema.LinePersonalisation | null;
  /** The personalisation as the browser sent it, for the personalisation step to check. */
  requested: unknown;
};

export type QuoteDraft = {
  context: QuoteContext;
  /** What every amount is in: the catalogue's answer, then the currency step's. */
  currencyCode: string;
  lines: DraftLine[];
  promotion: QuotePromotion;
  shipping: QuoteShipping;
  shippingDiscount: number;
  /** The tax step's answer; absent with TAX=none. */
  tax?: QuoteTax & { calculationId: string | null };
  refusals: QuoteRefusal[];
};

/** One step of the pipeline: reads the draft, answers the next one. */
export type QuoteStep = (draft: QuoteDraft) => Promise<QuoteDraft>;

export const sellable = (line: Pick<QuotedLine, "status" | "unitPrice">) =>
  line.status === "ok" && line.unitPrice !== null;

/** The draft before any step: the lines as asked, nothing priced. */
export function startDraft(lines: QuoteLine[], context: QuoteContext): QuoteDraft {
  return {
    context,
    currencyCode: SHOP_CURRENCY,
    lines: lines.map((line) => ({
      // A hosted checkout's line names only its variant: the platform knows the rest.
      ...("variantId" in line
        ? { productId: "", size: "", color: "", variantId: line.variantId, requested: undefined }
        : {
            productId: line.productId,
            size: line.size,
            color: line.color,
            variantId: null,
            requested: line.personalisation,
          }),
      quantity: line.quantity,
      personalised: "personalisation" in line && line.personalisation != null,
      name: null,
      handle: null,
      image: null,
      status: "inactive",
      notice: null,
      unitPrice: null,
      surcharge: 0,
      discount: 0,
      limited: false,
      lineTotal: 0,
      unitCost: null,
      personalisation: null,
    })),
    promotion: {
      code: context.code?.trim() ?? "",
      appliedCode: null,
      applied: [],
      notices: [],
      promotionId: null,
      freeShipping: false,
    },
    shipping: { pending: false, options: [], chosen: null, message: null },
    shippingDiscount: 0,
    refusals: [],
  };
}
