// Email address validation shared by every form; each form keeps its own words (docs/spec.md gives them).
import { z } from "zod";

/** The longest address SMTP allows (RFC 5321), the limit the account and contact forms enforce. */
export const EMAIL_MAX = 254;

/**
 * An email address field: required, optionally at most EMAIL_MAX characters, and well formed.
 * The caller trims or normalises first (pipe into this), and lower-cases after when it needs to.
 */
export function emailAddress(messages: { required: string; invalid: string; tooLong?: string }) {
  const text = z.string().min(1, messages.required);
  return (messages.tooLong ? text.max(EMAIL_MAX, messages.tooLong) : text).pipe(z.email(messages.invalid));
}
