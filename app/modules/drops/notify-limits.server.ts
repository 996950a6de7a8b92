// Brakes on the notify lists: each subscribe request is an email to someone, so a client may ask
// a few times an hour, and an address is mailed a few confirmations a day whoever asks ('+tag'
// variants of one mailbox count as that mailbox).
import { minutesUntilReset, recordAttempt, type Limit } from "~/lib/attempt-counter.server";

export const NOTIFY_CLIENT_LIMIT: Limit = { max: 10, windowMs: 60 * 60_000 };
export const NOTIFY_ADDRESS_LIMIT: Limit = { max: 3, windowMs: 24 * 60 * 60_000 };

/** 'Ada+drops@Example.test' → 'ada@example.test': the mailbox the mail lands in. */
export function mailboxOf(email: string) {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at).split("+")[0];
  return `${local}${email.slice(at)}`.toLowerCase();
}

/** The message for a client past its limit, or null (the request is counted). */
export async function clientLimited(client: string | undefined) {
  if (!client) return null;
  const key = `notify:client:${client}`;
  if ((await recordAttempt(key, NOTIFY_CLIENT_LIMIT)) <= NOTIFY_CLIENT_LIMIT.max) return null;
  const minutes = await minutesUntilReset(key, NOTIFY_CLIENT_LIMIT);
  return `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** Whether this mailbox has had its share of requests today (counted whether or not it is listed). */
export async function mailboxLimited(email: string) {
  return (await recordAttempt(`notify:mailbox:${mailboxOf(email)}`, NOTIFY_ADDRESS_LIMIT)) > NOTIFY_ADDRESS_LIMIT.max;
}
