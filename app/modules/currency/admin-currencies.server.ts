// /admin/currencies' work (decision 071): the choices and rates for the page, and its form posts
// (save the choices, pin or unpin a rate, read the feed now). Bad input writes nothing.
import { eq } from "drizzle-orm";
import { RatesUnreadable } from "~/integrations/ecb/reference-rates.server";
import { db, schema } from "~/lib/db.server";
import { fieldErrorsOf, formValues, type FieldErrors } from "~/lib/forms";
import { clearPageCache } from "~/lib/page-cache.server";
import { choicesSchema, CHOICE_FIELDS, PIN_FIELDS, pinSchema } from "./currency.schema";
import { forgetRates, ratesView, refreshRates } from "./rates.server";

export const loadAdminCurrencies = () => ratesView();

export type AdminCurrenciesResult =
  | { ok: true; message: string }
  | { ok: false; form: "choices" | "pin" | "refresh"; errors: FieldErrors; values: Record<string, string> };

/** Prices change with any of these: the cached pages go, and the rates are read again. */
function changed() {
  forgetRates();
  clearPageCache();
}

async function saveChoices(form: FormData): Promise<AdminCurrenciesResult> {
  const fields = formValues(form, CHOICE_FIELDS);
  const parsed = choicesSchema.safeParse({ ...fields, currencies: form.getAll("currencies").map(String) });
  const typed = { marginPercent: String(fields.marginPercent ?? ""), rounding: String(fields.rounding ?? "") };
  if (!parsed.success) return { ok: false, form: "choices", errors: fieldErrorsOf(parsed.error), values: typed };
  const row = { ...parsed.data, updatedAt: new Date() };
  await db
    .insert(schema.currencySettings)
    .values(row)
    .onConflictDoUpdate({ target: schema.currencySettings.id, set: row });
  changed();
  return { ok: true, message: "Currencies saved" };
}

async function pin(form: FormData): Promise<AdminCurrenciesResult> {
  const values = formValues(form, PIN_FIELDS);
  const parsed = pinSchema.safeParse(values);
  const typed = Object.fromEntries(PIN_FIELDS.map((field) => [field, String(values[field] ?? "")]));
  if (!parsed.success) return { ok: false, form: "pin", errors: fieldErrorsOf(parsed.error), values: typed };
  const { currency, rate } = parsed.data;
  await db
    .insert(schema.exchangeRates)
    .values({ currency, pinned: rate })
    .onConflictDoUpdate({ target: schema.exchangeRates.currency, set: { pinned: rate, updatedAt: new Date() } });
  changed();
  return { ok: true, message: `${currency} pinned at ${rate}` };
}

export async function currenciesAction(form: FormData): Promise<AdminCurrenciesResult> {
  const intent = form.get("intent");
  if (intent === "pin") return pin(form);
  if (intent === "unpin") {
    const currency = String(form.get("currency") ?? "");
    await db
      .update(schema.exchangeRates)
      .set({ pinned: null, updatedAt: new Date() })
      .where(eq(schema.exchangeRates.currency, currency));
    changed();
    return { ok: true, message: `${currency} follows the daily rate again` };
  }
  if (intent === "refresh") {
    try {
      const { date } = await refreshRates();
      return { ok: true, message: `Rates of ${date} read` };
    } catch (error) {
      if (!(error instanceof RatesUnreadable)) throw error;
      return {
        ok: false,
        form: "refresh",
        errors: { form: `The rates could not be read: ${error.message}` },
        values: {},
      };
    }
  }
  return saveChoices(form);
}
