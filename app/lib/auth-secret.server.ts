// The secret that signs session cookies: AUTH_SECRET when set (required in production), otherwise
// one generated on first start and kept in DATA_DIR so sessions survive restarts in development.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "~/lib/env.server";

export function resolveAuthSecret(config: { AUTH_SECRET?: string; DATA_DIR: string } = env): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.resolve(config.DATA_DIR, "auth-secret");
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // "wx" fails when the file exists, so two processes starting together keep one secret.
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32)
    throw new Error(`${file} holds a secret shorter than 32 characters; delete it to make a new one`);
  return secret;
}
