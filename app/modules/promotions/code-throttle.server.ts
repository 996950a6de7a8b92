// Promotion codes can be guessed, and the refusals ('used up', 'expired', 'doesn't apply') tell a
// guesser that a code exists. Each client may have a few codes refused; past that, every code it
// sends is answered with one message, whatever the code, until the window ends. Whatever endpoint
// prices a cart under a code calls `limitCodeGuesses` around its quote.
import { minutesUntilReset, recordAttempt, refundAttempt, type Limit } from "~/lib/attempt-counter.server";

/** Refused codes per client: 10 in 15 minutes is plenty for typos. */
export const REFUSED_CODE_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };

export const tooManyCodes = (minutes: number) =>
  `Too many codes tried. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

const keyOf = (client: string) => `promotion-code:client:${client}`;

/**
 * Runs `quote` with the code, or, for a client past its refusals, without it and with the one
 * throttled message as its refusal. A refusal of the code counts against the client.
 * `client` is the client's address (lib/client-ip.server.ts); without one, nothing is counted.
 */
export async function limitCodeGuesses<Q extends { refusal: string | null }>(
  client: string | undefined,
  code: string | null | undefined,
  quote: (code: string | null) => Promise<Q>,
): Promise<Q> {
  const typed = code?.trim() || null;
  if (!typed || !client) return quote(typed);
  const key = keyOf(client);
  // Counted before quoting, so guesses sent in parallel cannot all slip under the limit; a code
  // that applies gives its count back.
  if ((await recordAttempt(key, REFUSED_CODE_LIMIT)) > REFUSED_CODE_LIMIT.max) {
    const answer = await quote(null);
    return { ...answer, refusal: tooManyCodes(await minutesUntilReset(key, REFUSED_CODE_LIMIT)) };
  }
  const answer = await quote(typed);
  if (!answer.refusal) await refundAttempt(key);
  return answer;
}
