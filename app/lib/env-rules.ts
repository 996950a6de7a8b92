// Rules for two settings that need more than a pattern: how strong AUTH_SECRET is, and which
// proxies may tell the store a visitor's address (TRUST_PROXY).
import { isIP } from "node:net";

/**
 * Bits a secret must carry by the estimate below: 32 random hex characters score about 110,
 * `openssl rand -hex 32` about 240, 32 identical characters 0.
 */
export const MIN_SECRET_BITS = 96;

/**
 * Estimated bits in a secret: its length times the Shannon entropy of its characters. A repeated
 * character scores 0 and "abab…" 1 bit a character, while random text scores close to its alphabet.
 */
export function secretBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...secret].length;
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / length;
    perChar -= p * Math.log2(p);
  }
  return Math.round(perChar * length);
}

/** Express's names for address ranges, allowed in a TRUST_PROXY list. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string) {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or "0" trusts no proxy (the connection's address is the client's); a number
 * of hops trusts that many proxies in front; a comma-separated list trusts only those addresses
 * (CIDR ranges and Express's "loopback", "linklocal", "uniquelocal" too). Returns Express's
 * "trust proxy" value, or a message saying what is wrong.
 */
export function parseTrustProxy(value: string | undefined): { ok: true; value: number | string[] } | { ok: false } {
  const text = (value ?? "").trim();
  if (!text) return { ok: true, value: 0 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { ok: true, value: hops } : { ok: false };
  }
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isAddressOrRange) ? { ok: true, value: entries } : { ok: false };
}

export const TRUST_PROXY_MESSAGE =
  "must be a number of proxy hops from 0 to 10, or a comma-separated list of proxy addresses " +
  '(e.g. "1" or "127.0.0.1,10.0.0.0/8" or "loopback")';

/** Whether the runtime knows this IANA time zone (SHOP_TIME_ZONE). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A payment provider's fee per charge: a share of the amount plus a fixed amount. */
export type PaymentFee = { basisPoints: number; fixedCents: number };

export const PAYMENT_FEE_MESSAGE = "must be a percentage plus a fixed amount, such as '2.9% + 0.30' (or '0% + 0')";

/** Parses PAYMENT_FEE: "2.9% + 0.30", "2.9%", "0.30" or "1.4% + 0.25"; null when it is none of these. */
export function parsePaymentFee(value: string): PaymentFee | null {
  const match = /^\s*(?:(\d{1,2}(?:\.\d{1,2})?)\s*%)?\s*(?:\+?\s*(\d{1,3}(?:\.\d{1,2})?))?\s*$/.exec(value);
  if (!match || (!match[1] && !match[2])) return null;
  const [whole = "0", fraction = ""] = (match[1] ?? "0").split(".");
  const [units = "0", centsPart = ""] = (match[2] ?? "0").split(".");
  return {
    basisPoints: Number(whole) * 100 + Number(fraction.padEnd(2, "0")),
    fixedCents: Number(units) * 100 + Number(centsPart.padEnd(2, "0")),
  };
}
