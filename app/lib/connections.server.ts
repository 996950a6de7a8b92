// The services the owner connected on the settings page (issue #30, decision 070): their secrets
// sealed in the connections table with AES-256-GCM under a key derived from the auth secret, and
// the configuration the partners' clients read: the environment, with a connected value wherever
// the environment sets none (a variable set on the server wins). Reads are cached in the process
// for 15 s, as the store settings are; a save here clears that cache.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { resolveAuthSecret } from "./auth-secret.server";
import { cachedRead } from "./cached-read";
import { db, schema } from "./db.server";
import { env, type Env } from "./env.server";

const TTL_MS = 15_000;
const VERSION = "v1";

let sealKey: Buffer | undefined;
const key = () => (sealKey ??= Buffer.from(hkdfSync("sha256", resolveAuthSecret(), "softdrop", "connections v1", 32)));

/** The value sealed: version, nonce, tag and ciphertext, each base64url, joined by dots. */
export function sealSecret(value: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), nonce);
  const text = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), text].map((part) => part.toString("base64url")).join(".");
}

/** The value, or null when it cannot be opened (another auth secret sealed it, or it was altered). */
export function openSecret(sealed: string): string | null {
  const [version, nonce, tag, text] = sealed.split(".");
  if (version !== VERSION || !nonce || !tag || text === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(nonce, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(text, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** A connection as the settings page shows it: never its value. `readable` false: enter it again. */
export type StoredConnection = { name: string; lastFour: string; label: string; updatedAt: Date; readable: boolean };

async function load(): Promise<{ shown: StoredConnection[]; values: Record<string, string> }> {
  const rows = await db.select().from(schema.connections);
  const values: Record<string, string> = {};
  const shown = rows.map(({ name, sealed, lastFour, label, updatedAt }) => {
    const value = openSecret(sealed);
    if (value !== null) values[name] = value;
    return { name, lastFour, label, updatedAt, readable: value !== null };
  });
  return { shown, values };
}

const loaded = cachedRead(load, TTL_MS);

/** Whether the server's environment sets this variable (then it wins over a connected value). */
export const setByServer = (name: string) => Boolean((env as Record<string, unknown>)[name]);

/** The configuration with the connected values filled in where the environment sets none. */
export async function connectedEnv(): Promise<Env> {
  const { values } = await loaded.get();
  const filled = Object.entries(values).filter(([name]) => !setByServer(name));
  return filled.length ? { ...env, ...Object.fromEntries(filled) } : env;
}

/** The stored connections, for the settings page. */
export async function storedConnections(): Promise<StoredConnection[]> {
  return (await loaded.get()).shown;
}

/** Keeps a checked value, sealed, with what the service said of it; replaces an earlier one. */
export async function saveConnection(name: string, value: string, label: string) {
  const row = { sealed: sealSecret(value), lastFour: value.slice(-4), label, updatedAt: new Date() };
  await db
    .insert(schema.connections)
    .values({ name, ...row })
    .onConflictDoUpdate({ target: schema.connections.name, set: row });
  loaded.clear();
}

/** Forgets a connected value. */
export async function removeConnection(name: string) {
  await db.delete(schema.connections).where(eq(schema.connections.name, name));
  loaded.clear();
}
