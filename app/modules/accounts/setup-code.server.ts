// The one-time setup code of a store that no admin has claimed yet (decision 060). It is made at
// start-up while no account holds the admin role, printed in the server's log and kept only in
// DATA_DIR/setup-code (mode 0600): whoever can read the server's log or files may claim the store
// at /setup, a stranger who finds a new public install cannot.
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { db, schema, type Db, type Tx } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { ADMIN_ROLE } from "./roles.server";

/** Read off a terminal and typed by hand: no 0/O, 1/I/L or U/V to mistake for each other. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
/** 29^12 is about 2^58: out of reach of guessing even without the rate limit. */
const CODE_LENGTH = 12;

export const setupCodeFile = (dataDir: string = env.DATA_DIR) => path.resolve(dataDir, "setup-code");

/** Whether any account holds the admin role: from then on the store is claimed and /setup is gone. */
export async function adminExists(executor: Db | Tx = db): Promise<boolean> {
  const rows = await executor
    .select({ id: schema.userRoles.id })
    .from(schema.userRoles)
    .where(eq(schema.userRoles.role, ADMIN_ROLE))
    .limit(1);
  return rows.length > 0;
}

/** Whether /setup is open (no admin yet); once it is not, the code file left behind is removed. */
export async function setupIsOpen(dataDir: string = env.DATA_DIR) {
  if (!(await adminExists())) return true;
  removeSetupCode(dataDir);
  return false;
}

/** "abcd efgh-jkmn" → "ABCDEFGHJKMN": the groups the log shows and the case do not matter. */
const normalized = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();

/** The code in groups of four, as the log prints it. */
const grouped = (code: string) => code.match(/.{1,4}/g)!.join("-");

function newCode() {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** The code in the file, or undefined when there is none (claimed, or never made). */
export function readSetupCode(dataDir: string = env.DATA_DIR): string | undefined {
  try {
    return normalized(readFileSync(setupCodeFile(dataDir), "utf8")) || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * The file's code, made when there is none. "wx" fails when the file exists, so web processes
 * starting together on one DATA_DIR (deploy/start.sh) print one code, and a restart keeps it.
 */
function ensureSetupCode(dataDir: string) {
  const file = setupCodeFile(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${grouped(newCode())}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readSetupCode(dataDir)!;
}

export function removeSetupCode(dataDir: string = env.DATA_DIR) {
  rmSync(setupCodeFile(dataDir), { force: true });
}

/**
 * At start-up: while no admin exists, prints the code (at warn, so LOG_LEVEL=warn still shows
 * it) and returns it; once one exists, removes the file and prints nothing.
 */
export async function announceSetupCode(dataDir: string = env.DATA_DIR): Promise<string | undefined> {
  if (!(await setupIsOpen(dataDir))) return undefined;
  const code = grouped(ensureSetupCode(dataDir));
  const setupUrl = new URL("/setup", env.SITE_URL).href;
  log.warn(
    { setupUrl, setupCode: code, file: setupCodeFile(dataDir) },
    `No admin account yet: claim this store at ${setupUrl} with the setup code ${code}`,
  );
  return code;
}

/** Compared as SHA-256 digests with timingSafeEqual: the time taken says nothing of the code. */
export function setupCodeMatches(given: string, expected: string) {
  const digest = (code: string) => createHash("sha256").update(normalized(code)).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
