// /admin/tax's work (decision 064): the table and the switch for the page, and its three form posts
// (add a rate, remove one, save the switch). Bad input writes nothing and says why at its field.
import { env } from "~/lib/env.server";
import { fieldErrorsOf, formValues, type FieldErrors } from "~/lib/forms";
import {
  addTaxRate,
  jurisdictionOf,
  listTaxRates,
  pricesIncludeTax,
  removeTaxRate,
  savePricesIncludeTax,
} from "./tax-rates.server";
import { TAX_RATE_FIELDS, taxRateSchema } from "./tax-rate.schema";

export type AdminTaxRate = {
  id: string;
  country: string;
  region: string;
  place: string;
  rate: number;
  taxShipping: boolean;
};

export async function loadAdminTax() {
  const rows = await listTaxRates();
  return {
    kind: env.TAX,
    hosted: env.COMMERCE === "shopify",
    rates: rows.map((row): AdminTaxRate => ({
      id: row.id,
      country: row.country,
      region: row.region,
      place: jurisdictionOf(row.country, row.region),
      rate: row.rate,
      taxShipping: row.taxShipping,
    })),
    pricesIncludeTax: await pricesIncludeTax(),
    /** PRICES_INCLUDE_TAX=true: the switch is on for good. */
    includedByEnvironment: env.PRICES_INCLUDE_TAX,
  };
}

export type AdminTaxResult =
  { ok: true; message: string } | { ok: false; errors: FieldErrors; values: Record<string, string> };

const UUID = /^[0-9a-f-]{36}$/i;

export async function taxAction(form: FormData): Promise<AdminTaxResult> {
  const intent = form.get("intent");
  if (intent === "remove") {
    const id = String(form.get("id") ?? "");
    if (UUID.test(id)) await removeTaxRate(id);
    return { ok: true, message: "Rate removed" };
  }
  if (intent === "included") {
    await savePricesIncludeTax(form.get("pricesIncludeTax") === "on");
    return { ok: true, message: "Saved" };
  }
  const values = formValues(form, TAX_RATE_FIELDS);
  const typed = Object.fromEntries(TAX_RATE_FIELDS.map((field) => [field, String(values[field] ?? "")]));
  const parsed = taxRateSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error), values: typed };
  if (!(await addTaxRate(parsed.data))) {
    const place = jurisdictionOf(parsed.data.country, parsed.data.region);
    return { ok: false, errors: { region: `${place} already has a rate: remove it first` }, values: typed };
  }
  return { ok: true, message: "Rate added" };
}
