// A deleted account's orders stay for the shop's books (decision 063): the link to the account
// and the personal fields of the address go; money, lines, events and partner orders stay as they were.
import { eq, sql } from "drizzle-orm";
import { schema, type Tx } from "~/lib/db.server";

/** What a removed name, email or street reads afterwards, in the admin and in the export of nobody. */
export const ERASED = {
  fullName: "Deleted customer",
  email: "deleted@softdrop.invalid",
  address: "(removed)",
} as const;

/**
 * Detaches a customer's orders from their account and replaces the address's personal fields
 * (name, email, street, a phone if one was ever stored). City, region, postcode and country stay:
 * they decide the tax and shipping the books show. Returns how many orders it changed.
 */
export async function eraseCustomerFromOrders(tx: Tx, userId: string) {
  const changed = await tx
    .update(schema.orders)
    .set({
      userId: null,
      shippingAddress: sql`(${schema.orders.shippingAddress} - 'phone') || ${JSON.stringify(ERASED)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(schema.orders.userId, userId))
    .returning({ id: schema.orders.id });
  return changed.length;
}
