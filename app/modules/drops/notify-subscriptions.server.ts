// One address's places on the notify lists, for the customer's own data (decision 063): what
// the export shows, and their removal when the account is deleted.
import { eq } from "drizzle-orm";
import { db, schema, type Tx } from "~/lib/db.server";

/** Every drop and back-in-stock list the address is on, with the drop's name or the variant's product. */
export function notifySubscriptionsOf(email: string) {
  return db
    .select({
      drop: schema.drops.name,
      product: schema.products.name,
      size: schema.productVariants.size,
      color: schema.productVariants.color,
      subscribedAt: schema.dropSubscriptions.createdAt,
      unsubscribedAt: schema.dropSubscriptions.unsubscribedAt,
      notifiedAt: schema.dropSubscriptions.notifiedAt,
    })
    .from(schema.dropSubscriptions)
    .leftJoin(schema.drops, eq(schema.drops.id, schema.dropSubscriptions.dropId))
    .leftJoin(schema.productVariants, eq(schema.productVariants.id, schema.dropSubscriptions.variantId))
    .leftJoin(schema.products, eq(schema.products.id, schema.productVariants.productId))
    .where(eq(schema.dropSubscriptions.email, email.toLowerCase()))
    .orderBy(schema.dropSubscriptions.createdAt);
}

/** Takes the address off every list, in the transaction that deletes its account. */
export async function forgetNotifyAddress(tx: Tx, email: string) {
  await tx.delete(schema.dropSubscriptions).where(eq(schema.dropSubscriptions.email, email.toLowerCase()));
}
