// Contact messages: stores what a shopper sent and queues the email to the shop in one transaction.
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { queueEmail } from "~/integrations/mail/mailer.server";
import { parseContact, type ContactInput } from "./contact.schema";

function contactEmail(input: ContactInput) {
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
  return { to: env.SHOP_EMAIL, subject, text, replyTo: input.email };
}

/**
 * Validates and sends a contact message (SPEC's send-contact-email). Invalid input stores nothing
 * and returns the field errors; a database failure throws, and then neither the message nor its
 * email exists.
 */
export async function sendContactMessage(values: unknown) {
  const parsed = parseContact(values);
  if (!parsed.success) return { ok: false as const, fieldErrors: parsed.fieldErrors };
  const input = parsed.data;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(schema.contactMessages).values(input).returning({ id: schema.contactMessages.id });
    await queueEmail(tx, contactEmail(input));
    return row!.id;
  });
  return { ok: true as const, id };
}
