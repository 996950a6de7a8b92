// Helpers for the accounts tests: requests from a given client, cookies carried between calls.
import { randomUUID } from "node:crypto";
import { CLIENT_IP_HEADER } from "./client-ip.server";

export const SITE = "http://localhost:3000";

export function uniqueEmail(label = "user") {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

/** "a=1; Path=/; HttpOnly" lines → "a=1; b=2" for a Cookie header (empty values dropped). */
export function cookieHeaderFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => pair.split("=")[1])
    .join("; ");
}

export function requestFor(
  path: string,
  options: { cookie?: string; ip?: string; method?: string; body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (options.ip) headers.set(CLIENT_IP_HEADER, options.ip);
  return new Request(new URL(path, SITE), { method: options.method ?? "GET", headers, body: options.body });
}
