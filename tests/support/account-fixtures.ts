// Helpers for the accounts tests: requests from a given client, cookies carried between calls.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { SEND_EMAIL_JOB } from "~/integrations/mail/mailer.server";
import { db, schema } from "~/lib/db.server";
import { signIn, signUp, auth, openVerificationLink as openLinkAsTheRouteDoes } from "~/modules/accounts/index.server";
import { CLIENT_IP_HEADER, clientIpOf } from "~/lib/client-ip.server";

export const SITE = "http://localhost:3000";

export function uniqueEmail(label = "user") {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

/** "a=1; Path=/; HttpOnly" lines → "a=1; b=2" for a Cookie header (empty values dropped). */
export function cookieHeaderFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => pair.split("=")[1])
    .join("; ");
}

export function requestFor(
  path: string,
  options: { cookie?: string; ip?: string; method?: string; body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (options.ip) headers.set(CLIENT_IP_HEADER, options.ip);
  return new Request(new URL(path, SITE), { method: options.method ?? "GET", headers, body: options.body });
}

/**
 * Signs a new account up, then in (sign-up itself signs no one in): the outcome carries the
 * session cookie and the sign-up's cookie, as one browser would hold them.
 */
export async function signUpAndSignIn(request: Request, input: { fullName: string; email: string; password: string }) {
  const created = await signUp(request, input);
  if (!created.ok) return created;
  const signedIn = await signIn(requestFor("/auth", { ip: clientIpOf(request.headers) }), input);
  if (signedIn.ok) for (const line of created.headers.getSetCookie()) signedIn.headers.append("Set-Cookie", line);
  return signedIn;
}

/** The verification link queued for an address, as a path with its query. */
export async function verificationLinkFor(email: string) {
  const jobs = await db.select().from(schema.jobs).where(eq(schema.jobs.type, SEND_EMAIL_JOB));
  const link = jobs
    .map((job) => job.payload as { to: string; text: string })
    .filter((mail) => mail.to === email)
    .map((mail) => mail.text.match(/\S+\/api\/auth\/verify-email\?token=\S+/)?.[0])
    .find(Boolean);
  if (!link) throw new Error(`no verification link was emailed to ${email}`);
  return new URL(link).pathname + new URL(link).search;
}

/**
 * Opens the verification link queued for an address, as its owner would from the email (through
 * what the /api/auth/* route does with it); `cookie` is the browser's, sign-up cookie included.
 */
export async function openVerificationLink(email: string, cookie?: string) {
  return openLinkAsTheRouteDoes(auth, requestFor(await verificationLinkFor(email), { cookie }));
}
