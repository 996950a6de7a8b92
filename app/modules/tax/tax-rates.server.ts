// The owner's table of rates and the prices-include-tax switch (TAX=rates; decision 064).
import { asc, eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { countryName, findCountry } from "~/lib/countries";

export type TaxRateRow = typeof schema.taxRates.$inferSelect;

/**
 * The table and the switch as every quote reads them: kept in memory for a minute and emptied by
 * every write here, so a checkout asks the database nothing more for its tax.
 */
const CACHE_MS = 60_000;
let cached: { at: number; rates: Promise<TaxRateRow[]>; included: Promise<boolean> } | null = null;

function current() {
  if (!cached || Date.now() - cached.at > CACHE_MS) {
    const rates = listTaxRates();
    const included = db
      .select()
      .from(schema.taxSettings)
      .where(eq(schema.taxSettings.id, "store"))
      .then(([row]) => row?.pricesIncludeTax ?? false);
    cached = { at: Date.now(), rates, included };
    // A failed read is not kept: the next quote asks again.
    Promise.all([rates, included]).catch(() => (cached = null));
  }
  return cached;
}

/** Forgets what was read (after a write, and between tests). */
export function forgetTaxTable() {
  cached = null;
}

export const listTaxRates = () =>
  db.select().from(schema.taxRates).orderBy(asc(schema.taxRates.country), asc(schema.taxRates.region));

/** Adds a row; false when the country and region already have one (the unique index decides). */
export async function addTaxRate(row: { country: string; region: string; rate: number; taxShipping: boolean }) {
  const inserted = await db.insert(schema.taxRates).values(row).onConflictDoNothing().returning();
  forgetTaxTable();
  return inserted.length > 0;
}

export async function removeTaxRate(id: string) {
  await db.delete(schema.taxRates).where(eq(schema.taxRates.id, id));
  forgetTaxTable();
}

/** The environment turns it on for good; otherwise the owner's switch at /admin/tax. */
export async function pricesIncludeTax(): Promise<boolean> {
  return env.PRICES_INCLUDE_TAX || current().included;
}

export async function savePricesIncludeTax(on: boolean) {
  await db
    .insert(schema.taxSettings)
    .values({ id: "store", pricesIncludeTax: on })
    .onConflictDoUpdate({ target: schema.taxSettings.id, set: { pricesIncludeTax: on, updatedAt: new Date() } });
  forgetTaxTable();
}

/** 'California' for US/CA, 'United Kingdom' for GB: where the row's tax is owed. */
export function jurisdictionOf(country: string, region: string) {
  if (!region) return countryName(country);
  return findCountry(country)?.regions?.find((candidate) => candidate.code === region)?.name ?? region;
}

/** The row that applies to an address: its region's, else its country's; none is 0 %. */
export async function rateFor(country: string, region: string): Promise<TaxRateRow | null> {
  const wanted = country.toUpperCase();
  const rows = (await current().rates).filter((row) => row.country === wanted);
  return rows.find((row) => row.region && row.region === region) ?? rows.find((row) => !row.region) ?? null;
}
