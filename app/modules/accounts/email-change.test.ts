// Changing the email on /account (decision 068), on a real database: the address moves only when
// the link mailed to the new address is opened (from any browser), the session goes on, sign-in
// takes the new address and not the old, the old address is told, guest orders of the new address
// join the account; refusals write and send nothing; an address with an account is answered like
// any other; better-auth's own endpoint is closed.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SEND_EMAIL_JOB } from "~/integrations/mail/mailer.server";
import { db, schema } from "~/lib/db.server";
import { takeToast } from "~/lib/toast.server";
import { submitCheckout } from "~/modules/checkout/index.server";
import { claimGuestOrders, listOrdersForUser } from "~/modules/orders/index.server";
import { sandboxProvider } from "~/modules/payments/index.server";
import { signIn, signUp } from "./account-actions.server";
import { EMAIL_CHANGE_ACCOUNT_LIMIT } from "./attempt-limits.server";
import { auth } from "./auth.server";
import { EMAIL_CHANGE_ANSWER_MS, requestEmailChange, SAME_EMAIL, WRONG_PASSWORD } from "./account-settings.server";
import { readSession } from "./session.server";
import { openVerificationLink } from "./verify-email.server";
import { cookieHeaderFrom, requestFor, signUpAndSignIn, uniqueEmail } from "../../../tests/support/account-fixtures";
import { checkoutForm, makeProduct } from "../../../tests/support/checkout-fixtures";

const PASSWORD = "pastel-123";
let ipCounter = 0;
const freshIp = () => `10.68.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

async function mailsTo(email: string) {
  const jobs = await db.select().from(schema.jobs).where(eq(schema.jobs.type, SEND_EMAIL_JOB));
  return jobs.map((job) => job.payload as { to: string; subject: string; text: string }).filter((m) => m.to === email);
}

const isConfirmation = (mail: { subject: string }) => /^Confirm your new .+ email$/.test(mail.subject);

/** Opens the change link mailed to `newEmail` (not a sign-up's link to it) as the /api/auth route does. */
async function openChangeLink(newEmail: string, cookie?: string) {
  const mail = (await mailsTo(newEmail)).find(isConfirmation);
  const link = new URL(mail!.text.match(/\S+\/api\/auth\/verify-email\?token=\S+/)![0]);
  return openVerificationLink(auth, requestFor(link.pathname + link.search, { cookie }));
}

const emailOf = async (userId: string) => (await db.select().from(schema.users).where(eq(schema.users.id, userId)))[0];

/** A signed-in customer (verified unless told), as /account's action sees them, with their browser's cookie. */
async function customer({ verified = true } = {}) {
  const email = uniqueEmail("mover");
  const outcome = await signUpAndSignIn(requestFor("/auth", { ip: freshIp() }), {
    fullName: "Morgan Mover",
    email,
    password: PASSWORD,
  });
  if (!outcome.ok) throw new Error(outcome.message);
  const [row] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  if (verified) await db.update(schema.users).set({ emailVerified: true }).where(eq(schema.users.id, row!.id));
  const cookie = cookieHeaderFrom(outcome.headers);
  const request = () => requestFor("/account", { cookie, ip: freshIp(), method: "POST" });
  const user = { id: row!.id, email, emailVerified: verified };
  return { user, cookie, request };
}

async function toastOf(response: Response) {
  return (await takeToast(requestFor("/", { cookie: cookieHeaderFrom(response.headers) }))).toast;
}

async function guestOrder(email: string) {
  const product = await makeProduct();
  const result = await submitCheckout(checkoutForm(product.id, email), null, sandboxProvider, true);
  if (result.kind !== "paid") throw new Error(`guest order not paid: ${JSON.stringify(result)}`);
  return result.orderId;
}

describe("changing the email", () => {
  it("moves the account once the new address's link is opened; the session goes on and guest orders of it join", async () => {
    const { user, cookie, request } = await customer();
    const newEmail = uniqueEmail("moved");
    const orderId = await guestOrder(newEmail);

    expect(await requestEmailChange(request(), user, { newEmail, password: PASSWORD })).toEqual({ ok: true });
    expect((await emailOf(user.id))!.email).toBe(user.email);
    const [confirm] = await mailsTo(newEmail);
    expect(isConfirmation(confirm!)).toBe(true);
    expect(confirm!.text).not.toContain("Morgan");

    // Opened on another device, with no session: the mailbox is the proof.
    const opened = await openChangeLink(newEmail);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("Location")).toBe("/account");
    expect(await toastOf(opened)).toMatchObject({ type: "success", title: "Email changed" });
    expect(await emailOf(user.id)).toMatchObject({ email: newEmail, emailVerified: true });

    const session = (await readSession(requestFor("/account", { cookie }))).user;
    expect(session).toMatchObject({ id: user.id, email: newEmail, emailVerified: true });
    expect((await signIn(requestFor("/auth", { ip: freshIp() }), { email: user.email, password: PASSWORD })).ok).toBe(
      false,
    );
    expect((await signIn(requestFor("/auth", { ip: freshIp() }), { email: newEmail, password: PASSWORD })).ok).toBe(
      true,
    );
    const [told] = await mailsTo(user.email).then((mails) =>
      mails.filter((m) => m.subject.endsWith("email was changed")),
    );
    expect(told!.text).toContain(newEmail);

    expect(await claimGuestOrders(session!)).toBe(1);
    expect((await listOrdersForUser(user.id)).map((order) => order.id)).toEqual([orderId]);

    const again = await openChangeLink(newEmail, cookie);
    expect(await toastOf(again)).toMatchObject({
      type: "error",
      title: "This link was already used or is out of date.",
    });
    expect(await emailOf(user.id)).toMatchObject({ email: newEmail });
  });

  it("refuses the same address, a wrong password and an unverified account at their fields; nothing is sent", async () => {
    const { user, request } = await customer();
    const elsewhere = uniqueEmail("refused");
    expect(await requestEmailChange(request(), user, { newEmail: user.email, password: PASSWORD })).toMatchObject({
      ok: false,
      field: "newEmail",
      message: SAME_EMAIL,
    });
    expect(await requestEmailChange(request(), user, { newEmail: elsewhere, password: "not-mine-1" })).toMatchObject({
      ok: false,
      status: 400,
      field: "password",
      message: WRONG_PASSWORD,
    });
    const unverified = await customer({ verified: false });
    const refused = await requestEmailChange(unverified.request(), unverified.user, {
      newEmail: elsewhere,
      password: PASSWORD,
    });
    expect(refused).toMatchObject({ ok: false, field: "newEmail" });
    expect(refused.ok || refused.message).toContain(`Please verify ${unverified.user.email} first`);
    expect(await mailsTo(elsewhere)).toEqual([]);
    expect((await emailOf(user.id))!.email).toBe(user.email);
    expect((await emailOf(unverified.user.id))!.email).toBe(unverified.user.email);
  });

  it("answers an address that has an account like any other, in as long: its owner gets a note, nothing moves", async () => {
    const { user, request } = await customer();
    const taken = await customer();
    const free = uniqueEmail("free");
    const timed = async (newEmail: string) => {
      const started = performance.now();
      const outcome = await requestEmailChange(request(), user, { newEmail, password: PASSWORD });
      return { outcome, ms: performance.now() - started };
    };
    const toTaken = await timed(taken.user.email);
    const toFree = await timed(free);
    expect(toTaken.outcome).toEqual({ ok: true });
    expect(toFree.outcome).toEqual({ ok: true });
    for (const { ms } of [toTaken, toFree]) expect(ms).toBeGreaterThanOrEqual(EMAIL_CHANGE_ANSWER_MS - 1);

    const notes = (await mailsTo(taken.user.email)).filter((mail) => /already has a .+ account$/.test(mail.subject));
    expect(notes).toHaveLength(1);
    const [note] = notes;
    expect(note!.text).not.toContain("/api/auth/verify-email");
    expect((await mailsTo(taken.user.email)).filter(isConfirmation)).toEqual([]);
    expect((await mailsTo(free)).filter(isConfirmation)).toHaveLength(1);
    expect((await emailOf(user.id))!.email).toBe(user.email);
    expect((await emailOf(taken.user.id))!.email).toBe(taken.user.email);
  });

  it("moves nothing when the new address got an account between the request and the link", async () => {
    const { user, request } = await customer();
    const newEmail = uniqueEmail("squatted");
    expect(await requestEmailChange(request(), user, { newEmail, password: PASSWORD })).toEqual({ ok: true });
    expect(
      (await signUp(requestFor("/auth", { ip: freshIp() }), { fullName: "Sid", email: newEmail, password: PASSWORD }))
        .ok,
    ).toBe(true);
    const opened = await openChangeLink(newEmail);
    expect(await toastOf(opened)).toMatchObject({ type: "error", title: "That email has an account of its own now." });
    expect((await emailOf(user.id))!.email).toBe(user.email);
  });

  it("limits the requests of an account, and keeps better-auth's HTTP endpoint closed", async () => {
    const { user, cookie, request } = await customer();
    for (let i = 0; i < EMAIL_CHANGE_ACCOUNT_LIMIT.max; i += 1) {
      const outcome = await requestEmailChange(request(), user, { newEmail: uniqueEmail("many"), password: PASSWORD });
      expect(outcome).toEqual({ ok: true });
    }
    const past = uniqueEmail("past");
    expect(await requestEmailChange(request(), user, { newEmail: past, password: PASSWORD })).toMatchObject({
      ok: false,
      status: 429,
      field: "newEmail",
      message: expect.stringMatching(/^Too many email changes/),
    });
    expect(await mailsTo(past)).toEqual([]);

    const direct = await auth.handler(
      requestFor("/api/auth/change-email", {
        method: "POST",
        cookie,
        headers: { "Content-Type": "application/json", Origin: "http://localhost:3000" },
        body: JSON.stringify({ newEmail: uniqueEmail("direct") }),
      }),
    );
    expect(direct.status).toBe(404);
    expect((await emailOf(user.id))!.email).toBe(user.email);
  });
});
