// Contact messages: stores what a shopper sent and queues the email to the shop in one transaction.
import { minutesUntilReset, recordAttempt, type Limit } from "~/lib/attempt-counter.server";
import { db, schema } from "~/lib/db.server";
import { storeWords } from "~/modules/settings/index.server";
import { queueEmail } from "~/integrations/mail/mailer.server";
import { parseContact, type ContactInput } from "./contact.schema";

/** The message to the shop's contact email (the store settings', SHOP_EMAIL by default). */
function contactEmail(input: ContactInput, to: string) {
  // A header must stay on one line, whatever a hand-made request put in the subject.
  const subject = `Contact: ${input.subject.replace(/\s+/g, " ")}`;
  const text = [
    `New message from the contact form`,
    ``,
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    `Subject: ${input.subject}`,
    ``,
    input.message,
  ].join("\n");
  return { to, subject, text, replyTo: input.email };
}

/** Each message is an email to the shop: 5 per client in 15 minutes is plenty for a person. */
export const CONTACT_LIMIT: Limit = { max: 5, windowMs: 15 * 60_000 };

export const tooManyMessages = (minutes: number) =>
  `Too many messages. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

/**
 * Validates and sends a contact message (SPEC's send-contact-email). Invalid input stores nothing
 * and returns the field errors; past the client's limit nothing is stored and the answer says how
 * long to wait; a database failure throws, and then neither the message nor its email exists.
 */
export async function sendContactMessage(values: unknown, clientIp?: string) {
  const parsed = parseContact(values);
  if (!parsed.success) return { ok: false as const, fieldErrors: parsed.fieldErrors };
  if (clientIp) {
    const key = `contact:ip:${clientIp}`;
    if ((await recordAttempt(key, CONTACT_LIMIT)) > CONTACT_LIMIT.max) {
      return { ok: false as const, limited: tooManyMessages(await minutesUntilReset(key, CONTACT_LIMIT)) };
    }
  }
  const input = parsed.data;
  const { contactEmail: to } = await storeWords();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(schema.contactMessages).values(input).returning({ id: schema.contactMessages.id });
    await queueEmail(tx, contactEmail(input, to));
    return row!.id;
  });
  return { ok: true as const, id };
}
