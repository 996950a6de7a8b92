// The services the owner connected on the settings page (issue #30, decision 070): one row per
// configuration variable (PRINTFUL_API_TOKEN, …), its value sealed with a key derived from the
// auth secret, so the database alone never gives it away.
import { pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

export const connections = pgTable("connections", {
  /** The variable it stands in for; a value the environment sets wins over it. */
  name: text("name").primaryKey(),
  /** AES-256-GCM: version, nonce, tag and ciphertext (lib/connections.server.ts). */
  sealed: text("sealed").notNull(),
  /** The value's last four characters: all the settings page ever shows of it. */
  lastFour: text("last_four").notNull(),
  /** What the service said when it was checked, e.g. 'Connected to Printful store "Moth"'. */
  label: text("label").notNull(),
  updatedAt: updatedAt(),
});
