// Verification links and sign-up on a real database: a link verifies once and signs in only the
// browser that signed up; an address taken by a stranger before its owner verified it ends up
// with the owner's password, not the stranger's; sign-ups are throttled and their mails carry
// no name the signer typed.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { SEND_EMAIL_JOB } from "~/integrations/mail/mailer.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { takeToast } from "~/lib/toast.server";
import { resetPassword, signIn, signUp } from "./account-actions.server";
import { SIGN_IN_ACCOUNT_LIMIT, SIGN_UP_EMAIL_LIMIT, SIGN_UP_IP_LIMIT } from "./attempt-limits.server";
import { isAdmin } from "./roles.server";
import { readSession } from "./session.server";
import {
  cookieHeaderFrom,
  openVerificationLink,
  requestFor,
  signUpAndSignIn,
  uniqueEmail,
} from "../../../tests/support/account-fixtures";

const PASSWORD = "pastel-123";
let ipCounter = 0;
/** A client address of its own per call: the sign-up limit per client stays out of the way. */
const freshIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const sessionCookieIn = (response: Response) =>
  response.headers.getSetCookie().find((line) => /session_token=[^;]+/.test(line));

async function toastOf(response: Response) {
  const cookie = cookieHeaderFrom(response.headers);
  return (await takeToast(requestFor("/", { cookie }))).toast;
}

async function mailsTo(email: string) {
  const jobs = await db.select().from(schema.jobs).where(eq(schema.jobs.type, SEND_EMAIL_JOB));
  return jobs.map((job) => job.payload as { to: string; subject: string; text: string }).filter((m) => m.to === email);
}

const previousAdmins = env.ADMIN_EMAILS;
afterEach(() => {
  env.ADMIN_EMAILS = previousAdmins;
});

describe("a verification link", () => {
  it("signs in the browser that signed up, once; opened again it only says the address is verified", async () => {
    const email = uniqueEmail("once");
    const outcome = await signUpAndSignIn(requestFor("/auth", { ip: freshIp() }), {
      fullName: "Olly Once",
      email,
      password: PASSWORD,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const browser = cookieHeaderFrom(outcome.headers);
    expect(browser).toContain("softdrop.sign_up=");

    const first = await openVerificationLink(email, browser);
    expect(first.status).toBe(302);
    expect(sessionCookieIn(first)).toBeDefined();
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(user!.emailVerified).toBe(true);

    // Again from the same browser, from another, after a password change and while sign-in is locked.
    const lockedOut = { email, password: "wrong-pass" };
    for (let i = 0; i <= SIGN_IN_ACCOUNT_LIMIT.max; i += 1)
      await signIn(requestFor("/auth", { ip: freshIp() }), lockedOut);
    for (const cookie of [browser, undefined]) {
      const again = await openVerificationLink(email, cookie);
      expect(again.status).toBe(303);
      expect(again.headers.get("Location")).toBe("/");
      expect(sessionCookieIn(again)).toBeUndefined();
      expect(await toastOf(again)).toMatchObject({ title: "Your email is already verified." });
    }
    // The password the owner chose still works (once the lock is over): nothing was replaced.
    await db.delete(schema.rateLimits).where(eq(schema.rateLimits.key, `sign-in:account:${email}`));
    expect((await signIn(requestFor("/auth", { ip: freshIp() }), { email, password: PASSWORD })).ok).toBe(true);
  });

  it("greets no one by the name typed at sign-up", async () => {
    const email = uniqueEmail("name");
    const fullName = "Claim your prize at http://evil.example/";
    expect((await signUp(requestFor("/auth", { ip: freshIp() }), { fullName, email, password: PASSWORD })).ok).toBe(
      true,
    );
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe("Verify your softdrop email");
    expect(mail!.text.startsWith("Hi,\n")).toBe(true);
    expect(mail!.text).not.toContain("evil.example");
  });
});

describe("an address someone else signed up with", () => {
  it("is verified by its owner, who chooses the password: the squatter's sessions and password stop working", async () => {
    const squat = uniqueEmail("squat");
    env.ADMIN_EMAILS = [...previousAdmins, squat];
    // The attacker signs up with the owner's address and their own password, and signs in.
    const attacker = await signUpAndSignIn(requestFor("/auth", { ip: freshIp() }), {
      fullName: "Not The Owner",
      email: squat,
      password: "attacker-pass",
    });
    if (!attacker.ok) throw new Error(attacker.message);
    const attackerCookie = cookieHeaderFrom(attacker.headers);
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, squat));

    // The owner opens the mail in their own browser (no sign-up cookie there).
    const verified = await openVerificationLink(squat);
    expect(verified.status).toBe(303);
    expect(sessionCookieIn(verified)).toBeUndefined();
    expect(await toastOf(verified)).toMatchObject({
      title: "Email verified!",
      description: "To finish, choose your password: we emailed you a link.",
    });

    // The attacker holds nothing: no session, no admin, no password that works.
    expect((await readSession(requestFor("/admin", { cookie: attackerCookie }))).user).toBeNull();
    const retry = await signIn(requestFor("/auth", { ip: freshIp() }), { email: squat, password: "attacker-pass" });
    expect(retry.ok).toBe(false);
    expect(await isAdmin(user!.id)).toBe(true);

    // The owner chooses a password from the emailed link, and is the admin.
    const reset = (await mailsTo(squat)).find((mail) => mail.subject === "Reset your softdrop password");
    expect(reset!.text.startsWith("Hi,\n")).toBe(true);
    const token = new URL(reset!.text.match(/\S+\/auth\/reset-password\?token=\S+/)![0]).searchParams.get("token")!;
    expect((await resetPassword(requestFor("/auth/reset-password"), { token, password: "owner-pass-1" })).ok).toBe(
      true,
    );
    const owner = await signIn(requestFor("/auth", { ip: freshIp() }), { email: squat, password: "owner-pass-1" });
    expect(owner.ok).toBe(true);
    const session = await readSession(
      requestFor("/admin", { cookie: cookieHeaderFrom((owner as { headers: Headers }).headers) }),
    );
    expect(session.user).toMatchObject({ email: squat, isAdmin: true });

    // And the link, opened again, does nothing more.
    const again = await openVerificationLink(squat);
    expect(await toastOf(again)).toMatchObject({ title: "Your email is already verified." });
  });
});

describe("sign-up limits", () => {
  it(`takes ${SIGN_UP_EMAIL_LIMIT.max} sign-ups per address and ${SIGN_UP_IP_LIMIT.max} per client, then says to wait`, async () => {
    const email = uniqueEmail("flood");
    const attempt = (address: string, ip: string) =>
      signUp(requestFor("/auth", { ip }), { fullName: "Flo Od", email: address, password: PASSWORD });
    for (let i = 0; i < SIGN_UP_EMAIL_LIMIT.max; i += 1) expect((await attempt(email, freshIp())).ok).toBe(true);
    const perAddress = await attempt(email, freshIp());
    expect(perAddress).toMatchObject({
      ok: false,
      status: 429,
      message: "Too many sign-ups. Please try again in 60 minutes.",
    });
    // Only the allowed ones reached the mailbox: one verification link, two notes to its owner.
    expect(await mailsTo(email)).toHaveLength(SIGN_UP_EMAIL_LIMIT.max);

    const ip = freshIp();
    for (let i = 0; i < SIGN_UP_IP_LIMIT.max; i += 1) expect((await attempt(uniqueEmail("flood"), ip)).ok).toBe(true);
    const perClient = await attempt(uniqueEmail("flood"), ip);
    expect(perClient).toMatchObject({ ok: false, status: 429 });
    // Another client is not held up by that one.
    expect((await attempt(uniqueEmail("flood"), freshIp())).ok).toBe(true);
  });
});
