// First-run setup (decision 060) on a real database: the code exists only while no admin does, a
// wrong code or a taken email writes nothing, the right code makes a verified, signed-in admin
// once, two claims at once make one admin, and /setup answers 404 from then on.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SEND_EMAIL_JOB } from "~/integrations/mail/mailer.server";
import { db, schema } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { takeToast } from "~/lib/toast.server";
import { action, loader } from "~/routes/setup";
import { SETUP_IP_LIMIT } from "./attempt-limits.server";
import { readSession } from "./session.server";
import { ADMIN_ROLE } from "./roles.server";
import { announceSetupCode, setupCodeFile } from "./setup-code.server";
import { claimStore, SETUP_EMAIL_TAKEN, WRONG_SETUP_CODE } from "./setup.server";
import { cookieHeaderFrom, requestFor, signUpAndSignIn, uniqueEmail } from "../../../tests/support/account-fixtures";
import { storeSettings } from "~/modules/settings/index.server";

type ActionArgs = Parameters<typeof action>[0];
const PASSWORD = "owner-secret-1";

let clients = 0;
/** A POST to /setup's action from a client of its own (setup tries are limited per client). */
function post(values: Record<string, string>, ip = `10.77.0.${++clients}`) {
  const request = requestFor("/setup", { method: "POST", ip, body: new URLSearchParams(values) });
  return action({ request, params: {}, context: {} } as unknown as ActionArgs);
}

/** The action answers with a Response on redirect and with React Router's data() otherwise. */
function unwrap(result: unknown) {
  if (result instanceof Response) return { status: result.status, headers: result.headers, body: undefined };
  const { init, data } = result as { init: ResponseInit | null; data: unknown };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
}

/** What a thrown data(null, { status }) carries. */
async function thrownStatus(call: () => Promise<unknown>) {
  const thrown = await call().then(
    () => undefined,
    (error: unknown) => error as { init?: ResponseInit | null },
  );
  return thrown?.init?.status;
}

const owner = (code: string, email = uniqueEmail("owner")) => ({
  code,
  shopName: "Moth & Bloom",
  fullName: "Olive Owner",
  email,
  password: PASSWORD,
});

const counts = async () => ({
  users: (await db.select({ n: count() }).from(schema.users))[0]!.n,
  admins: (await db.select({ n: count() }).from(schema.userRoles).where(eq(schema.userRoles.role, ADMIN_ROLE)))[0]!.n,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("first-run setup", () => {
  let code = "";

  it("prints a code and writes it to DATA_DIR/setup-code while no admin exists; a restart keeps it", async () => {
    const warned: string[] = [];
    vi.spyOn(log, "warn").mockImplementation(((...args: unknown[]) => void warned.push(JSON.stringify(args))) as never);
    code = (await announceSetupCode())!;
    expect(code).toMatch(/^[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/);
    expect(readFileSync(setupCodeFile(), "utf8").trim()).toBe(code);
    expect(warned.join("\n")).toContain(code);
    expect(await announceSetupCode()).toBe(code);
    expect(await loader()).toBeNull();
  });

  it("refuses a wrong code at the code field and writes nothing", async () => {
    const before = await counts();
    const email = uniqueEmail("owner");
    const { status, body } = unwrap(await post(owner("ABCD-EFGH-JKMN", email)));
    expect(status).toBe(400);
    expect(body).toEqual({
      fieldErrors: { code: WRONG_SETUP_CODE },
      values: { shopName: "Moth & Bloom", fullName: "Olive Owner", email },
    });
    // The right code one letter off, in lower case.
    const almost = code.slice(0, -1) + (code.endsWith("2") ? "3" : "2");
    expect(unwrap(await post(owner(almost.toLowerCase()))).body).toMatchObject({
      fieldErrors: { code: WRONG_SETUP_CODE },
    });
    expect(await counts()).toEqual(before);
    expect(existsSync(setupCodeFile())).toBe(true);
  });

  it("refuses an email that already has an account, with the right code, and takes nothing over", async () => {
    const email = uniqueEmail("customer");
    const created = await signUpAndSignIn(requestFor("/auth", { ip: "10.78.0.1" }), {
      fullName: "Cass Customer",
      email,
      password: "customer-123",
    });
    expect(created.ok).toBe(true);
    const before = await counts();
    const { status, body } = unwrap(await post(owner(code, email.toUpperCase())));
    expect(status).toBe(400);
    expect(body).toMatchObject({ fieldErrors: { email: SETUP_EMAIL_TAKEN } });
    expect(await counts()).toEqual(before);
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(user).toMatchObject({ name: "Cass Customer", emailVerified: false });
  });

  it("refuses an empty shop name at its field and writes nothing", async () => {
    const before = await counts();
    const { status, body } = unwrap(await post({ ...owner(code), shopName: "  " }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ fieldErrors: { shopName: "Enter the shop's name" } });
    expect(await counts()).toEqual(before);
    expect((await storeSettings()).shopName).toBe("softdrop");
  });

  it(`takes ${SETUP_IP_LIMIT.max} tries per client, then answers 429 even for the right code`, async () => {
    const ip = "10.79.0.1";
    for (let i = 0; i < SETUP_IP_LIMIT.max; i += 1)
      expect(unwrap(await post(owner("WRONG-CODE"), ip)).status).toBe(400);
    const limited = unwrap(await post(owner(code), ip));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ fieldErrors: { code: expect.stringMatching(/^Too many tries/) } });
    expect((await counts()).admins).toBe(0);
  });

  it("makes a verified admin with the right code, signs the owner in and sends them to /admin", async () => {
    const before = await counts();
    const email = uniqueEmail("owner");
    // As typed from the log: lower case, groups with spaces.
    const { status, headers } = unwrap(await post(owner(code.toLowerCase().replaceAll("-", " "), email)));
    expect(status).toBe(303);
    expect(headers.get("Location")).toBe("/admin");
    const { toast } = await takeToast(requestFor("/admin", { cookie: cookieHeaderFrom(headers) }));
    expect(toast).toMatchObject({ type: "success", title: "Your store is set up" });

    const session = await readSession(requestFor("/admin", { cookie: cookieHeaderFrom(headers) }));
    expect(session.user).toMatchObject({ email, name: "Olive Owner", emailVerified: true, isAdmin: true });
    const [account] = await db.select().from(schema.accounts).where(eq(schema.accounts.userId, session.user!.id));
    expect(account).toMatchObject({ providerId: "credential" });
    expect(account!.password).toBeTruthy();
    expect(account!.password).not.toContain(PASSWORD);
    expect(await counts()).toEqual({ users: before.users + 1, admins: 1 });
    expect(existsSync(setupCodeFile())).toBe(false);
    // The shop is named; its titles end with the new name, not with the default suffix.
    expect(await storeSettings()).toMatchObject({ shopName: "Moth & Bloom", seoTitleSuffix: "" });
    // No verification email: the code proved more than a mailbox link does.
    const mails = await db.select().from(schema.jobs).where(eq(schema.jobs.type, SEND_EMAIL_JOB));
    expect(mails.filter((job) => JSON.stringify(job.payload).includes(email))).toEqual([]);
  });

  it("refuses the code a second time: the action and the loader answer 404, nothing is written", async () => {
    const before = await counts();
    expect(await thrownStatus(() => post(owner(code)))).toBe(404);
    expect(await thrownStatus(() => loader())).toBe(404);
    expect(await claimStore(requestFor("/setup", { ip: "10.80.0.1" }), owner(code))).toEqual({
      ok: false,
      closed: true,
    });
    expect(await counts()).toEqual(before);
  });

  it("prints no code at a later start and removes a code file left behind", async () => {
    writeFileSync(setupCodeFile(), `${code}\n`);
    const warn = vi.spyOn(log, "warn");
    expect(await announceSetupCode()).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(existsSync(setupCodeFile())).toBe(false);
  });

  it("makes one admin when two claims with the right code race, and removes the other account", async () => {
    // Back to a store without an admin, with a new code.
    await db.delete(schema.userRoles).where(eq(schema.userRoles.role, ADMIN_ROLE));
    const fresh = (await announceSetupCode())!;
    expect(fresh).not.toBe(code);
    const before = await counts();
    const emails = [uniqueEmail("first"), uniqueEmail("second")];
    const outcomes = await Promise.all(
      emails.map((email, i) => claimStore(requestFor("/setup", { ip: `10.81.0.${i + 1}` }), owner(fresh, email))),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, closed: true }]);
    expect(await counts()).toEqual({ users: before.users + 1, admins: 1 });
  });
});
