// First-run setup (/setup, decision 060): the owner of a store no admin has claimed yet makes the
// first admin account with the setup code the server printed, and is signed in.
import { sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { clientIpOf } from "~/lib/client-ip.server";
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { signIn } from "./account-actions.server";
import { accountExists } from "./account-record.server";
import { attemptKeys, clearAttempts, minutesUntilReset, recordAttempt, SETUP_IP_LIMIT } from "./attempt-limits.server";
import { auth } from "./auth.server";
import { ADMIN_ROLE } from "./roles.server";
import { adminExists, readSetupCode, removeSetupCode, setupCodeMatches } from "./setup-code.server";

export type SetupInput = { code: string; fullName: string; email: string; password: string };

export type SetupOutcome =
  | { ok: true; headers: Headers }
  /** An admin exists: the store is claimed and /setup answers 404. */
  | { ok: false; closed: true }
  | { ok: false; closed: false; status: number; field: "code" | "email" | "form"; message: string };

export const WRONG_SETUP_CODE =
  "That setup code is not right. Use the code the server printed when it started (also in its data folder's setup-code file).";
export const SETUP_EMAIL_TAKEN =
  "This email already belongs to an account. Use another email for the owner's account, or grant that account the admin role with npm run admin:grant.";

const CLOSED = { ok: false, closed: true } as const;
const refused = (status: number, field: "code" | "email" | "form", message: string) =>
  ({ ok: false, closed: false, status, field, message }) as const;

/**
 * The account as better-auth's sign-up makes it (its password hashing, the credential account
 * row), without the sign-up's verification email: the setup code proves control of the server,
 * which is more than a mailbox link proves, so the address counts as verified.
 */
async function createVerifiedAccount(input: SetupInput) {
  const context = await auth.$context;
  const password = await context.password.hash(input.password);
  const user = await context.internalAdapter.createUser({
    name: input.fullName,
    email: input.email.toLowerCase(),
    emailVerified: true,
  });
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password,
  });
  return { id: user.id, remove: () => context.internalAdapter.deleteUser(user.id) };
}

/**
 * Gives the admin role unless an admin exists, under a lock: two claims at once (two web
 * processes, two tabs) make one admin, and the other account is removed by its caller.
 */
function grantFirstAdmin(userId: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('softdrop:first-run-setup'))`);
    if (await adminExists(tx)) return false;
    await tx.insert(schema.userRoles).values({ userId, role: ADMIN_ROLE });
    return true;
  });
}

/**
 * Claims the store: a wrong code or a taken email writes nothing; the right one makes a verified
 * admin, removes the code (it works once) and signs the owner in (the outcome's cookies).
 */
export async function claimStore(request: Request, input: SetupInput, dataDir = env.DATA_DIR): Promise<SetupOutcome> {
  if (await adminExists()) return CLOSED;
  const ip = clientIpOf(request.headers) ?? "unknown";
  const limitKey = attemptKeys.setupIp(ip);
  if ((await recordAttempt(limitKey, SETUP_IP_LIMIT)) > SETUP_IP_LIMIT.max) {
    log.warn({ ip }, "setup attempts limited");
    const minutes = await minutesUntilReset(limitKey, SETUP_IP_LIMIT);
    return refused(429, "code", `Too many tries. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
  }
  const expected = readSetupCode(dataDir);
  if (!expected || !setupCodeMatches(input.code, expected)) {
    log.warn({ ip }, "a wrong setup code was refused");
    return refused(400, "code", WRONG_SETUP_CODE);
  }
  // An address with an account is never taken over: its owner may not be the one at the form.
  if (await accountExists(input.email)) return refused(400, "email", SETUP_EMAIL_TAKEN);

  let account: Awaited<ReturnType<typeof createVerifiedAccount>>;
  try {
    account = await createVerifiedAccount(input);
  } catch (error) {
    // The same address signing up at this moment: the unique email refused the second row.
    if (await accountExists(input.email)) return refused(400, "email", SETUP_EMAIL_TAKEN);
    log.error({ err: error }, "setup could not create the owner's account");
    return refused(500, "form", "Please try again in a moment.");
  }
  if (!(await grantFirstAdmin(account.id))) {
    await account.remove();
    return CLOSED;
  }
  removeSetupCode(dataDir);
  await clearAttempts(limitKey);
  log.info({ userId: account.id }, "the store was claimed at /setup");

  const signedIn = await signIn(request, { email: input.email, password: input.password });
  // The account is made and is the admin; without a session /admin asks to sign in as usual.
  if (!signedIn.ok) log.error({ status: signedIn.status, message: signedIn.message }, "sign-in after setup failed");
  return { ok: true, headers: signedIn.ok ? signedIn.headers : new Headers() };
}
