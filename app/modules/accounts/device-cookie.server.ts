// OWASP's "device cookies": a successful sign-in leaves a signed cookie in the browser, and a
// browser holding one for an account is exempt from that account's lock (it has its own), so a
// stranger's failed guesses cannot lock the owner out of a browser they have signed in from.
import { createHmac, randomBytes } from "node:crypto";
import { env } from "~/lib/env.server";
import { sameText } from "./verify-email.server";

export const DEVICE_COOKIE = "softdrop.device";
/** A browser remembers the last few accounts signed in from it. */
const MAX_ACCOUNTS = 3;
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type Entry = { nonce: string; signature: string };

const signatureOf = (secret: string, email: string, nonce: string) =>
  createHmac("sha256", secret).update(`device:${email.trim().toLowerCase()}:${nonce}`).digest("base64url");

function cookieValue(cookieHeader: string | null | undefined) {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = pair.trim().split("=");
    if (name === DEVICE_COOKIE) return rest.join("=");
  }
  return "";
}

/** The cookie's entries; anything malformed is dropped, never an error. */
function entriesOf(cookieHeader: string | null | undefined): Entry[] {
  return cookieValue(cookieHeader)
    .split("~")
    .map((part) => part.split("."))
    .filter((parts) => parts.length === 2 && /^[\w-]{16,64}$/.test(parts[0]!) && /^[\w-]{43}$/.test(parts[1]!))
    .slice(0, MAX_ACCOUNTS)
    .map(([nonce, signature]) => ({ nonce: nonce!, signature: signature! }));
}

/** The id of this browser's device cookie for `email`, when it holds a valid one. */
export function trustedDeviceFor(cookieHeader: string | null | undefined, secret: string, email: string) {
  const entry = entriesOf(cookieHeader).find((candidate) =>
    sameText(candidate.signature, signatureOf(secret, email, candidate.nonce)),
  );
  return entry?.nonce;
}

/** The cookie to set after a sign-in to `email`: this account first, up to two others kept. */
export function deviceCookieAfterSignIn(cookieHeader: string | null | undefined, secret: string, email: string) {
  const nonce = trustedDeviceFor(cookieHeader, secret, email) ?? randomBytes(18).toString("base64url");
  const others = entriesOf(cookieHeader).filter((entry) => entry.nonce !== nonce);
  const entries = [{ nonce, signature: signatureOf(secret, email, nonce) }, ...others].slice(0, MAX_ACCOUNTS);
  return {
    name: DEVICE_COOKIE,
    value: entries.map((entry) => `${entry.nonce}.${entry.signature}`).join("~"),
    options: {
      maxAge: MAX_AGE_SECONDS,
      path: "/",
      httpOnly: true,
      sameSite: "lax" as const,
      secure: env.SITE_URL.startsWith("https://"),
    },
  };
}
