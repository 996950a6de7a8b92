// The unfinished-checkout reminder (issue #33, decision 069): one row per reminded order, written
// in the transaction that queues its email, so an order is reminded at most once; and the
// addresses that asked for no more reminders.
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { orders } from "./orders";

export const checkoutReminders = pgTable(
  "checkout_reminders",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Where it went, lower-cased; emptied when the customer's data is erased. */
    email: text("email").notNull(),
    /** The email's secret: its link restores the cart, and unsubscribes the address. */
    token: text("token").notNull().unique(),
    /** The checkout attempt that replaced the reminded one from the restored cart, if any. */
    recoveredCheckoutKey: text("recovered_checkout_key"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("checkout_reminders_sent_idx").on(t.sentAt)],
);

/** Addresses that asked for no more checkout reminders. */
export const checkoutReminderOptOuts = pgTable("checkout_reminder_opt_outs", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});
