// Tax (issue #31, decision 064): the owner's table of rates (TAX=rates) and the shop's one switch.
import { sql } from "drizzle-orm";
import { boolean, check, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** One rate: a country (ISO code), optionally a region of it (a state's code; '' for the whole country). */
export const taxRates = pgTable(
  "tax_rates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    country: text("country").notNull(),
    region: text("region").notNull().default(""),
    /** Percent, 0–100 with up to four decimals (7.25 is 7.25 %). */
    rate: numeric("rate", { precision: 7, scale: 4, mode: "number" }).notNull(),
    /** Shipping is taxed at the same rate. */
    taxShipping: boolean("tax_shipping").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tax_rates_country_region_idx").on(t.country, t.region),
    check("tax_rates_rate_check", sql`${t.rate} >= 0 and ${t.rate} <= 100`),
  ],
);

/** The shop's tax switch (one row, absent until the owner first saves it). */
export const taxSettings = pgTable(
  "tax_settings",
  {
    id: text("id").primaryKey().default("store"),
    pricesIncludeTax: boolean("prices_include_tax").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check("tax_settings_single_row", sql`${t.id} = 'store'`)],
);
