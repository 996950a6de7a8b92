// Sign-up and sign-in through better-auth on a real database: cookies, hashing, identical
// failures for unknown emails and wrong passwords, and the per-account and per-client limits.
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { log } from "~/lib/log.server";
import { SEND_EMAIL_JOB } from "~/integrations/mail/mailer.server";
import { db, schema } from "~/lib/db.server";
import { requestPasswordReset, signIn, signOut, signUp } from "./account-actions.server";
import { SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_IP_LIMIT } from "./attempt-limits.server";
import { auth } from "./auth.server";
import { DEVICE_COOKIE } from "./device-cookie.server";
import { readSession } from "./session.server";
import { cookieHeaderFrom, requestFor, signUpAndSignIn, uniqueEmail } from "../../../tests/support/account-fixtures";

const PASSWORD = "secret-123";

/** Set-Cookie lines with each value replaced by its length: what an observer can compare. */
const cookieShapes = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) =>
      line.replace(/^([^=]+)=([^;]*)/, (_, name: string, value: string) => `${name}=<${value.length} characters>`),
    );

let accounts = 0;
/** Each account from a client of its own: sign-ups are limited per client (attempt-limits.server.ts). */
async function newAccount(email = uniqueEmail(), ip = `10.0.0.${++accounts}`) {
  const outcome = await signUpAndSignIn(requestFor("/auth", { ip }), {
    fullName: "Test Person",
    email,
    password: PASSWORD,
  });
  if (!outcome.ok) throw new Error(`sign-up failed: ${outcome.message}`);
  return { email, cookie: cookieHeaderFrom(outcome.headers), headers: outcome.headers };
}

describe("sign-up and sign-in", () => {
  it("signs a new account in with a hashed password and an httpOnly, SameSite=Lax session cookie", async () => {
    const { email, headers, cookie } = await newAccount();
    const line = headers.getSetCookie().find((value) => value.startsWith("softdrop.session_token="));
    expect(line).toBeDefined();
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).not.toMatch(/Secure/i); // SITE_URL is http here
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    const [account] = await db.select().from(schema.accounts).where(eq(schema.accounts.userId, user!.id));
    expect(account!.password).toBeTruthy();
    expect(account!.password).not.toContain(PASSWORD);
    const session = await readSession(requestFor("/", { cookie }));
    expect(session.user).toMatchObject({ email, name: "Test Person", isAdmin: false });
  });

  it("signs in with the right password and out again", async () => {
    const { email } = await newAccount();
    const outcome = await signIn(requestFor("/auth", { ip: "10.0.0.2" }), { email, password: PASSWORD });
    expect(outcome.ok).toBe(true);
    const cookie = cookieHeaderFrom((outcome as { headers: Headers }).headers);
    expect((await readSession(requestFor("/", { cookie }))).user?.email).toBe(email);
    const out = await signOut(requestFor("/auth/sign-out", { cookie, method: "POST" }));
    expect(out.ok).toBe(true);
    expect((await readSession(requestFor("/", { cookie }))).user).toBeNull();
  });

  it("answers a sign-up for a taken email like a new one, emails the owner and makes no second account", async () => {
    const { email } = await newAccount();
    const fresh = await signUp(requestFor("/auth"), {
      fullName: "New Person",
      email: uniqueEmail(),
      password: PASSWORD,
    });
    const again = await signUp(requestFor("/auth"), { fullName: "Someone Else", email, password: PASSWORD });
    expect(again.ok).toBe(true);
    expect(fresh.ok).toBe(true);
    // Neither signs anyone in, and no cookie tells the two apart (the sign-up cookie looks alike).
    const againCookies = cookieShapes((again as { headers: Headers }).headers);
    expect(againCookies).toEqual(cookieShapes((fresh as { headers: Headers }).headers));
    expect(againCookies.join()).not.toContain("session_token");
    const users = await db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(users).toHaveLength(1);
    const mails = (await db.select().from(schema.jobs).where(eq(schema.jobs.type, SEND_EMAIL_JOB)))
      .map((job) => job.payload as { to: string; subject: string })
      .filter((mail) => mail.to === email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Verify your softdrop email",
      "Someone tried to sign up with your email",
    ]);
  });

  it("gives the same HTTP answer at /api/auth/sign-up/email for a new and a taken email", async () => {
    const { email } = await newAccount();
    const post = (to: string) =>
      auth.handler(
        requestFor("/api/auth/sign-up/email", {
          method: "POST",
          ip: "10.0.3.1",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: "Api Person", email: to, password: PASSWORD }),
        }),
      );
    const taken = await post(email);
    const fresh = await post(uniqueEmail("api"));
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(await taken.text()).toBe(await fresh.text());
    expect(cookieShapes(taken.headers)).toEqual(cookieShapes(fresh.headers));
    expect(cookieShapes(taken.headers)).toEqual([
      "softdrop.sign_up=<43 characters>; Max-Age=1800; Path=/api/auth/verify-email; HttpOnly; SameSite=Lax",
    ]);
  });

  it("rejects an unknown email exactly like a wrong password (server API)", async () => {
    const { email } = await newAccount();
    const wrong = await signIn(requestFor("/auth", { ip: "10.0.1.1" }), { email, password: "not-the-password" });
    const unknown = await signIn(requestFor("/auth", { ip: "10.0.1.1" }), {
      email: uniqueEmail("nobody"),
      password: "not-the-password",
    });
    expect(wrong.ok).toBe(false);
    expect(unknown).toEqual(wrong);
    expect(wrong).toMatchObject({ status: 401, message: "Invalid email or password" });
  });

  it("logs an unknown email's sign-in below error level and without the address", async () => {
    const email = uniqueEmail("private");
    const lines: Array<{ level: string; text: string }> = [];
    const spies = (["error", "warn", "info", "debug"] as const).map((level) =>
      vi.spyOn(log, level).mockImplementation(((...args: unknown[]) => {
        lines.push({ level, text: JSON.stringify(args) });
      }) as never),
    );
    try {
      await signIn(requestFor("/auth", { ip: "10.0.1.9" }), { email, password: "not-the-password" });
      await requestPasswordReset(requestFor("/auth/forgot-password", { ip: "10.0.1.9" }), email);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(lines.some((line) => line.text.includes("User not found"))).toBe(true);
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
    expect(lines.filter((line) => line.text.includes(email))).toEqual([]);
  });

  it("rejects an unknown email exactly like a wrong password (HTTP endpoint)", async () => {
    const { email } = await newAccount();
    const post = (body: object) =>
      auth.handler(
        requestFor("/api/auth/sign-in/email", {
          method: "POST",
          ip: "10.0.1.2",
          headers: { "Content-Type": "application/json", Origin: "http://localhost:3000" },
          body: JSON.stringify(body),
        }),
      );
    const wrong = await post({ email, password: "not-the-password" });
    const unknown = await post({ email: uniqueEmail("nobody"), password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.json()).toEqual(await wrong.json());
  });
});

// Each test hashes passwords many times (scrypt): minutes of CPU beside the browser tests in CI.
describe("sign-in limits", { timeout: 120_000 }, () => {
  it(`locks an account after ${SIGN_IN_ACCOUNT_LIMIT.max} failures, even for the right password`, async () => {
    const { email } = await newAccount();
    for (let attempt = 1; attempt <= SIGN_IN_ACCOUNT_LIMIT.max; attempt++) {
      // Each from a different address: the limit is per account.
      const outcome = await signIn(requestFor("/auth", { ip: `10.1.0.${attempt}` }), { email, password: "wrong-pass" });
      expect(outcome).toMatchObject({ ok: false, status: 401 });
    }
    const locked = await signIn(requestFor("/auth", { ip: "10.1.0.99" }), { email, password: PASSWORD });
    expect(locked).toMatchObject({ ok: false, status: 429 });
    expect((locked as { message: string }).message).toMatch(
      /Too many sign-in attempts\. Please try again in \d+ minutes?, or reset your password to sign in now\./,
    );
    // Another account is not affected.
    const other = await newAccount();
    expect(
      (await signIn(requestFor("/auth", { ip: "10.1.0.99" }), { email: other.email, password: PASSWORD })).ok,
    ).toBe(true);
  });

  it("locks an unknown email the same way as a real one", async () => {
    const email = uniqueEmail("ghost");
    for (let attempt = 1; attempt <= SIGN_IN_ACCOUNT_LIMIT.max; attempt++) {
      await signIn(requestFor("/auth", { ip: "10.2.0.1" }), { email, password: "wrong-pass" });
    }
    const locked = await signIn(requestFor("/auth", { ip: "10.2.0.1" }), { email, password: "wrong-pass" });
    expect(locked).toMatchObject({ ok: false, status: 429 });
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const { email } = await newAccount();
    const ip = "10.3.0.1";
    for (let attempt = 1; attempt < SIGN_IN_ACCOUNT_LIMIT.max; attempt++) {
      await signIn(requestFor("/auth", { ip }), { email, password: "wrong-pass" });
    }
    expect((await signIn(requestFor("/auth", { ip }), { email, password: PASSWORD })).ok).toBe(true);
    for (let attempt = 1; attempt <= SIGN_IN_ACCOUNT_LIMIT.max; attempt++) {
      expect(await signIn(requestFor("/auth", { ip }), { email, password: "wrong-pass" })).toMatchObject({
        status: 401,
      });
    }
  });

  it("lets no more than the limit through when attempts race in parallel", async () => {
    const { email } = await newAccount();
    const outcomes = await Promise.all(
      Array.from({ length: SIGN_IN_ACCOUNT_LIMIT.max * 2 }, (_, index) =>
        signIn(requestFor("/auth", { ip: `10.4.0.${index}` }), { email, password: "wrong-pass" }),
      ),
    );
    const statuses = outcomes.map((outcome) => (outcome.ok ? 200 : outcome.status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_ACCOUNT_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(SIGN_IN_ACCOUNT_LIMIT.max);
  });

  it(`limits one client address to ${SIGN_IN_IP_LIMIT.max} failures across accounts, not counting successes`, async () => {
    const ip = "10.5.0.1";
    const { email } = await newAccount();
    // Successful sign-ins from the address give their attempt back.
    for (let round = 0; round < 3; round++) {
      expect((await signIn(requestFor("/auth", { ip }), { email, password: PASSWORD })).ok).toBe(true);
    }
    for (let attempt = 1; attempt <= SIGN_IN_IP_LIMIT.max; attempt++) {
      const outcome = await signIn(requestFor("/auth", { ip }), {
        email: uniqueEmail("spray"),
        password: "wrong-pass",
      });
      expect(outcome).toMatchObject({ status: 401 });
    }
    const blocked = await signIn(requestFor("/auth", { ip }), { email, password: PASSWORD });
    expect(blocked).toMatchObject({ ok: false, status: 429 });
    // Another address is not affected.
    expect((await signIn(requestFor("/auth", { ip: "10.5.0.2" }), { email, password: PASSWORD })).ok).toBe(true);
    // Over 30 real password hashes: about 15 s on a quiet two-core machine, twice that on a busy one.
  }, 90_000);
});

describe("device cookies against a stranger's lockout", { timeout: 120_000 }, () => {
  const deviceCookieOf = (headers: Headers) =>
    cookieHeaderFrom(headers)
      .split("; ")
      .filter((pair) => pair.startsWith(`${DEVICE_COOKIE}=`))
      .join("; ");

  async function lockedByStranger(email: string, strangerIp: string) {
    for (let attempt = 1; attempt <= SIGN_IN_ACCOUNT_LIMIT.max + 2; attempt++) {
      await signIn(requestFor("/auth", { ip: strangerIp }), { email, password: "wrong-pass" });
    }
  }

  it("lets a browser that signed in before through a lock a stranger caused; others are told to reset", async () => {
    const { email, headers } = await newAccount();
    const device = deviceCookieOf(headers);
    expect(device).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
    expect(headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`))).toMatch(/HttpOnly/i);
    await lockedByStranger(email, "10.6.0.1");

    const known = await signIn(requestFor("/auth", { ip: "10.6.0.2", cookie: device }), { email, password: PASSWORD });
    expect(known.ok).toBe(true);
    const fresh = await signIn(requestFor("/auth", { ip: "10.6.0.3" }), { email, password: PASSWORD });
    expect(fresh).toMatchObject({ ok: false, status: 429 });
    expect((fresh as { message: string }).message).toContain("reset your password");
  });

  it("does not accept another account's device cookie or a forged one", async () => {
    const owner = await newAccount();
    const other = await newAccount();
    await lockedByStranger(owner.email, "10.6.1.1");
    const forged = `${DEVICE_COOKIE}=${"a".repeat(24)}.${"b".repeat(43)}`;
    for (const cookie of [deviceCookieOf(other.headers), forged, `${DEVICE_COOKIE}=%%%garbage`]) {
      const outcome = await signIn(requestFor("/auth", { ip: "10.6.1.2", cookie }), {
        email: owner.email,
        password: PASSWORD,
      });
      expect(outcome).toMatchObject({ ok: false, status: 429 });
    }
  });

  it("still limits guessing from a known browser, on its own count", async () => {
    const { email, headers } = await newAccount();
    const device = deviceCookieOf(headers);
    for (let attempt = 1; attempt <= SIGN_IN_ACCOUNT_LIMIT.max; attempt++) {
      const outcome = await signIn(requestFor("/auth", { ip: "10.6.2.1", cookie: device }), {
        email,
        password: "wrong-pass",
      });
      expect(outcome).toMatchObject({ status: 401 });
    }
    const blocked = await signIn(requestFor("/auth", { ip: "10.6.2.1", cookie: device }), {
      email,
      password: PASSWORD,
    });
    expect(blocked).toMatchObject({ ok: false, status: 429 });
    // The known browser's failures did not lock the account for everyone else.
    expect((await signIn(requestFor("/auth", { ip: "10.6.2.2" }), { email, password: PASSWORD })).ok).toBe(true);
  });
});

describe("input lengths at the edge", () => {
  const huge = "a".repeat(10_000);
  const json = (path: string, body: unknown) =>
    auth.handler(
      requestFor(path, {
        method: "POST",
        ip: "10.0.4.1",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
    );

  it.each([
    ["/api/auth/sign-in/email", { email: `${huge}@example.test`, password: PASSWORD }, "email"],
    ["/api/auth/sign-up/email", { name: "Long", email: `${huge}@example.test`, password: PASSWORD }, "email"],
    ["/api/auth/sign-up/email", { name: huge, email: uniqueEmail(), password: PASSWORD }, "name"],
    ["/api/auth/request-password-reset", { email: `${huge}@example.test` }, "email"],
    ["/api/auth/reset-password", { token: huge, newPassword: PASSWORD }, "token"],
  ])("%s with a 10,000-character %s answers 400 with a message", async (path, body, field) => {
    const response = await json(path, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(`${field} must be at most`);
  });

  it("refuses a 10,000-character verification token with a 400", async () => {
    const response = await auth.handler(requestFor(`/api/auth/verify-email?token=${huge}`, { ip: "10.0.4.2" }));
    expect(response.status).toBe(400);
  });
});
