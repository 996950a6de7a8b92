// Password hashes in better-auth's own format and parameters (scrypt, N 16384, r 16, p 1, a 64-byte
// key, "hexsalt:hexkey"), computed by Node's native scrypt on the thread pool instead of
// better-auth's JavaScript one on the event loop: half the CPU, and a sign-in no longer holds up
// every other request for its hash (decision record 075). Hashes made by either verify with both.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const KEY_BYTES = 64;
const N = 16384;
const R = 16;
// scrypt needs 128 · N · r bytes; twice that leaves OpenSSL its headroom, as better-auth allows.
const PARAMS = { N, r: R, p: 1, maxmem: 128 * N * R * 2 };

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, PARAMS, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  return `${salt}:${(await derive(password, salt)).toString("hex")}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [salt, key] = hash.split(":");
  if (!salt || !key || !/^[0-9a-f]+$/i.test(key)) return false;
  const stored = Buffer.from(key, "hex");
  const derived = await derive(password, salt);
  return stored.length === derived.length && timingSafeEqual(stored, derived);
}
