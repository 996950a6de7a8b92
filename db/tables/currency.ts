// Presentment currencies (issue #32, decision 071): the owner's choices and the rates kept from
// the European Central Bank's daily feed, each with the feed's date; a rate may be pinned by hand.
import { sql } from "drizzle-orm";
import { check, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/** The owner's currency choices (one row, absent until first saved; CURRENCIES and the FX variables win). */
export const currencySettings = pgTable(
  "currency_settings",
  {
    id: text("id").primaryKey().default("store"),
    /** Presentment currencies turned on, e.g. {EUR,GBP,JPY}. */
    currencies: text("currencies")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Percent over the reference rate. */
    marginPercent: numeric("margin_percent", { precision: 5, scale: 2, mode: "number" }).notNull().default(2),
    /** exact | 99 | 95 | whole (lib/currencies.ts). */
    rounding: text("rounding").notNull().default("exact"),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("currency_settings_single_row", sql`${t.id} = 'store'`),
    check("currency_settings_rounding", sql`${t.rounding} in ('exact', '99', '95', 'whole')`),
  ],
);

/** One currency's rate: the feed's (units per 1 EUR, as published) and the owner's pin, if any. */
export const exchangeRates = pgTable("exchange_rates", {
  currency: text("currency").primaryKey(),
  /** The ECB's reference rate against the euro (USD's is here too: the shop's base is converted through it). */
  perEuro: numeric("per_euro", { precision: 20, scale: 10 }),
  /** The feed's own date for it (the day the ECB published). */
  feedDate: text("feed_date"),
  /** When the feed last answered with it. */
  fetchedAt: timestamp("fetched_at", { withTimezone: true }),
  /** The owner's rate, units of this currency per shop unit; used as it is (no margin). */
  pinned: numeric("pinned", { precision: 20, scale: 10 }),
  updatedAt: updatedAt(),
});
