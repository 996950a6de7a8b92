// Newsletter subscriptions: one row per address; subscribing again is not an error.
import { db, schema } from "~/lib/db.server";

/** Returns true when the address is new, false when it was already subscribed. */
export async function subscribeToNewsletter(email: string) {
  const inserted = await db
    .insert(schema.newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: schema.newsletterSubscribers.email })
    .returning({ id: schema.newsletterSubscribers.id });
  return inserted.length > 0;
}
