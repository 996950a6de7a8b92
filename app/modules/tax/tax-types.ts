// What the tax port is asked and answers (decision 064): the quote's tax step speaks only this.
import type { ShippingAddress } from "../../../db/schema";

export type TaxRequest = {
  address: ShippingAddress;
  currency: string;
  /** Catalogue prices include tax: amounts hold it, and the tax is derived from them. */
  included: boolean;
  /** What each line pays (after its promotion), in cents. */
  lines: { amount: number; quantity: number }[];
  /** What the shipping costs after its discount, in cents. */
  shipping: number;
};

export type TaxedAmount = { amount: number; rate: number | null; jurisdiction: string | null };

export type TaxAnswer = {
  lines: TaxedAmount[];
  shipping: TaxedAmount;
  /** The tax's name as the summary shows it: 'California 7.25 %', 'United Kingdom 20 %'. */
  label: string | null;
  /** The word for it when prices include it ('VAT'). */
  name: string;
  /** Stripe Tax's calculation, from which the transaction is recorded on payment. */
  calculationId: string | null;
};

/** The tax could not be computed (Stripe Tax down or refusing the address): nothing may be charged. */
export class TaxUnavailable extends Error {
  override name = "TaxUnavailable";
}

export const TAX_REFUSAL = "We couldn't calculate tax for this address. Please check it and try again.";

/** A kind of tax: none, the owner's table, Stripe Tax. */
export type TaxKind = {
  calculate(request: TaxRequest): Promise<TaxAnswer>;
};
