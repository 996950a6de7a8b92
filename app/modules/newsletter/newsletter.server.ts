// Newsletter subscriptions: one row per address; subscribing again is not an error.
import { eq } from "drizzle-orm";
import { db, schema, type Tx } from "~/lib/db.server";

/** Returns true when the address is new, false when it was already subscribed. */
export async function subscribeToNewsletter(email: string) {
  const inserted = await db
    .insert(schema.newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: schema.newsletterSubscribers.email })
    .returning({ id: schema.newsletterSubscribers.id });
  return inserted.length > 0;
}

/** The address's subscription, if it has one: for the customer's own data (decision 063). */
export async function newsletterSubscriptionOf(email: string) {
  const [row] = await db
    .select({ email: schema.newsletterSubscribers.email, subscribedAt: schema.newsletterSubscribers.createdAt })
    .from(schema.newsletterSubscribers)
    .where(eq(schema.newsletterSubscribers.email, email.toLowerCase()));
  return row ?? null;
}

/** Takes the address off the list, in the transaction that deletes its account. */
export async function forgetNewsletterAddress(tx: Tx, email: string) {
  await tx.delete(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, email.toLowerCase()));
}
