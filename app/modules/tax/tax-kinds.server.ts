// The tax port's kinds (decision 064): none, the owner's table, Stripe Tax; TAX picks one.
import { env } from "~/lib/env.server";
import { stripeTaxKind } from "./stripe-tax.server";
import { formatRate, taxOn } from "./tax-math";
import { jurisdictionOf, rateFor } from "./tax-rates.server";
import type { TaxAnswer, TaxKind, TaxRequest } from "./tax-types";

const untaxed = (request: TaxRequest): TaxAnswer => ({
  lines: request.lines.map(() => ({ amount: 0, rate: null, jurisdiction: null })),
  shipping: { amount: 0, rate: null, jurisdiction: null },
  label: null,
  name: "tax",
  calculationId: null,
});

/** The owner's table: the address's region row, else its country's; a country without a row pays 0 %. */
const ratesKind: TaxKind = {
  async calculate(request) {
    const { country, state } = request.address;
    const row = await rateFor(country, state);
    if (!row || row.rate <= 0) return untaxed(request);
    const jurisdiction = jurisdictionOf(row.country, row.region);
    const taxed = (amount: number) => ({
      amount: taxOn(amount, row.rate, request.included),
      rate: row.rate,
      jurisdiction,
    });
    return {
      lines: request.lines.map((line) => taxed(line.amount)),
      shipping: row.taxShipping ? taxed(request.shipping) : { amount: 0, rate: null, jurisdiction: null },
      label: `${jurisdiction} ${formatRate(row.rate)}`,
      name: "VAT",
      calculationId: null,
    };
  },
};

/** The configured kind, or null for TAX=none (the quote then has no tax step at all). */
export function selectedTaxKind(): TaxKind | null {
  if (env.TAX === "rates") return ratesKind;
  if (env.TAX === "stripe") return stripeTaxKind;
  return null;
}
