// The session as pages see it: the root loader's user (with the admin flag), the cookie
// better-auth refreshes, and better-auth's own limiter on its HTTP endpoints.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { loader as rootLoader } from "~/root";
import { auth } from "./auth.server";
import { ADMIN_ROLE, grantRole } from "./roles.server";
import { hasSessionCookie } from "./session.server";
import { cookieHeaderFrom, requestFor, signUpAndSignIn, uniqueEmail } from "../../../tests/support/account-fixtures";

type RootArgs = Parameters<typeof rootLoader>[0];

async function callRoot(cookie?: string) {
  const result = (await rootLoader({
    request: requestFor("/", { cookie }),
    params: {},
    context: {},
  } as unknown as RootArgs)) as unknown as {
    data: { user: unknown };
    init: { headers?: Headers } | null;
  };
  return { user: result.data.user, headers: new Headers(result.init?.headers) };
}

async function customer() {
  const email = uniqueEmail("root");
  const outcome = await signUpAndSignIn(requestFor("/auth"), { fullName: "Rory Root", email, password: "secret-123" });
  if (!outcome.ok) throw new Error(outcome.message);
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  return { email, id: user!.id, cookie: cookieHeaderFrom(outcome.headers) };
}

describe("root loader user", () => {
  it("is null for a visitor", async () => {
    expect((await callRoot()).user).toBeNull();
  });

  it("names the signed-in customer, not admin", async () => {
    const { email, cookie } = await customer();
    expect((await callRoot(cookie)).user).toEqual({ name: "Rory Root", email, isAdmin: false });
    // The header's user carries no more than it shows.
  });

  it("flags an admin", async () => {
    const { id, cookie } = await customer();
    await grantRole(id, ADMIN_ROLE);
    expect((await callRoot(cookie)).user).toMatchObject({ isAdmin: true });
  });

  it("passes on the cookie when better-auth extends a day-old session", async () => {
    const { id, cookie } = await customer();
    const expiring = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000);
    await db.update(schema.sessions).set({ expiresAt: expiring }).where(eq(schema.sessions.userId, id));
    const { user, headers } = await callRoot(cookie);
    expect(user).not.toBeNull();
    expect(headers.getSetCookie().some((line) => line.startsWith("softdrop.session_token="))).toBe(true);
    const [session] = await db.select().from(schema.sessions).where(eq(schema.sessions.userId, id));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(expiring.getTime());
  });

  it("clears the cookie of a session that has ended", async () => {
    const { id, cookie } = await customer();
    await db
      .update(schema.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.sessions.userId, id));
    const { user, headers } = await callRoot(cookie);
    expect(user).toBeNull();
    expect(
      headers.getSetCookie().some((line) => /^softdrop\.session_token=;/.test(line) || /Max-Age=0/i.test(line)),
    ).toBe(true);
  });
});

describe("hasSessionCookie", () => {
  it.each([
    ["softdrop.session_token=a.b", true],
    ["sd_toast=x; __Secure-softdrop.session_token=a.b", true],
    ["sd_toast=x; cart=1", false],
    ["theme=session_token", false],
    [null, false],
  ])("%s → %s", (cookie, expected) => {
    expect(hasSessionCookie(cookie)).toBe(expected);
  });
});

describe("better-auth's HTTP endpoints", () => {
  it("limit sign-in attempts per address, stored in the database", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await auth.handler(
        requestFor("/api/auth/sign-in/email", {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: "http://localhost:3000" },
          body: JSON.stringify({ email: uniqueEmail("api"), password: "wrong-pass" }),
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const rows = await db.select().from(schema.rateLimits);
    expect(rows.some((row) => row.key.endsWith("/sign-in/email"))).toBe(true);
  });
});
