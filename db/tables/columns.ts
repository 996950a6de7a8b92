// Column types every table uses: money as numeric(10,2) read as integer cents, and timestamps.
import { sql } from "drizzle-orm";
import { check, customType, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** numeric(10,2) in the database, integer cents in code: money never passes through a float. */
export const cents = customType<{ data: number; driverData: string }>({
  dataType: () => "numeric(10, 2)",
  toDriver: (value) => {
    if (!Number.isSafeInteger(value)) throw new Error(`Money must be integer cents, got ${value}`);
    const sign = value < 0 ? "-" : "";
    const abs = Math.abs(value);
    return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  },
  fromDriver: (value) => {
    const text = String(value);
    const negative = text.startsWith("-");
    const [whole = "0", fraction = ""] = text.replace("-", "").split(".");
    const amount = Number(whole) * 100 + Number((fraction + "00").slice(0, 2));
    return negative ? -amount : amount;
  },
});

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A CHECK constraint keeping a status column to its listed values (the database refuses any other). */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ");
  return check(name, sql`${column} in (${sql.raw(list)})`);
}
