// A deleted account's orders stay for the shop's books (decision 063): the link to the account
// and the personal fields of the address go; money, lines, events and partner orders stay as they were.
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { schema, type Tx } from "~/lib/db.server";
import { revokeOrderLinks } from "./order-link.server";

/** What a removed name, email or street reads afterwards, in the admin and in the export of nobody. */
export const ERASED = {
  fullName: "Deleted customer",
  email: "deleted@softdrop.invalid",
  address: "(removed)",
} as const;

/**
 * Detaches a customer's orders from their account and replaces the address's personal fields
 * (name, email, street, a phone if one was ever stored). City, region, postcode and country stay:
 * they decide the tax and shipping the books show. With the account's verified address, the
 * guest orders placed with it and not yet attached go the same way, and their links end
 * (decision 065). Returns how many orders it changed.
 */
export async function eraseCustomerFromOrders(tx: Tx, userId: string, verifiedEmail: string | null = null) {
  const guestOrders = verifiedEmail
    ? and(isNull(schema.orders.userId), eq(schema.orders.guestEmail, verifiedEmail.trim().toLowerCase()))
    : undefined;
  const changed = await tx
    .update(schema.orders)
    .set({
      userId: null,
      guestEmail: null,
      shippingAddress: sql`(${schema.orders.shippingAddress} - 'phone') || ${JSON.stringify(ERASED)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(or(eq(schema.orders.userId, userId), guestOrders))
    .returning({ id: schema.orders.id });
  const ids = changed.map((row) => row.id);
  await revokeOrderLinks(tx, ids);
  // Their checkout reminders (decision 069) keep the fact, not the address.
  if (ids.length)
    await tx.update(schema.checkoutReminders).set({ email: "" }).where(inArray(schema.checkoutReminders.orderId, ids));
  return changed.length;
}
