// better-auth's log lines into ours. Several of its "errors" are a client's doing (an unknown
// email, a wrong password, a callback state that is not ours): nothing for an operator to fix, so
// they are logged below error level; and no line carries a customer's email address.
import { log } from "~/lib/log.server";

type Level = "debug" | "info" | "warn" | "error";

/** better-auth messages that describe a client's request, not a fault in the shop. */
const CLIENT_CAUSED = new Map<string, Level>([
  ["State not found", "warn"],
  ["User not found", "info"],
  ["Credential account not found", "info"],
  ["Password not found", "info"],
  ["Invalid password", "info"],
  ["Reset Password: User not found", "info"],
  ["Password is too short", "info"],
  ["Password is too long", "info"],
]);

/** Any `email` field in the details, at any depth a detail object has, is replaced. */
function withoutEmails(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== "object" || depth > 3 || value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => withoutEmails(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      /email/i.test(key) ? [key, "[redacted]"] : [key, withoutEmails(item, depth + 1)],
    ),
  );
}

export function logFromBetterAuth(level: Level | "success", message: string, ...args: unknown[]) {
  const at = level === "error" ? (CLIENT_CAUSED.get(message) ?? "error") : level === "success" ? "info" : level;
  log[at]({ component: "better-auth", details: args.length ? withoutEmails(args) : undefined }, message);
}
