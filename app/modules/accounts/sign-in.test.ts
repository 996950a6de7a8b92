// Sign-up and sign-in through better-auth on a real database: cookies, hashing, identical
// failures for unknown emails and wrong passwords, and the per-account and per-client limits.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { signIn, signOut, signUp } from "./account-actions.server";
import { SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_IP_LIMIT } from "./attempt-limits.server";
import { auth } from "./auth.server";
import { readSession } from "./session.server";
import { cookieHeaderFrom, requestFor, uniqueEmail } from "./test-helpers.server";

const PASSWORD = "secret-123";

async function newAccount(email = uniqueEmail(), ip = "10.0.0.1") {
  const outcome = await signUp(requestFor("/auth", { ip }), { fullName: "Test Person", email, password: PASSWORD });
  if (!outcome.ok) throw new Error(`sign-up failed: ${outcome.message}`);
  return { email, cookie: cookieHeaderFrom(outcome.headers), headers: outcome.headers };
}

describe("sign-up and sign-in", () => {
  it("creates an account with a hashed password and an httpOnly, SameSite=Lax session cookie", async () => {
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

  it("refuses a second account with the same email", async () => {
    const { email } = await newAccount();
    const again = await signUp(requestFor("/auth"), { fullName: "Someone Else", email, password: PASSWORD });
    expect(again.ok).toBe(false);
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

describe("sign-in limits", () => {
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
      /Too many sign-in attempts\. Please try again in \d+ minutes?\./,
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
  });
});
