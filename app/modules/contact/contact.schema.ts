// The contact form's rules, shared by the browser (instant feedback) and the action (the authority).
import { emailAddress } from "~/lib/email-address";
import { fieldErrorsOf } from "~/lib/forms";
import { z } from "zod";

/** Trims, and drops NUL characters, which PostgreSQL text columns refuse. */
function cleanText(value: unknown) {
  return typeof value === "string" ? value.replaceAll("\u0000", "").trim() : "";
}

function requiredText(required: string, max: number, tooLong: string) {
  return z.preprocess(cleanText, z.string().min(1, required).max(max, tooLong));
}

export const contactSchema = z.object({
  name: requiredText("Name is required", 100, "Name must be at most 100 characters"),
  email: z.preprocess(
    cleanText,
    emailAddress({
      required: "Email is required",
      tooLong: "Email must be at most 254 characters",
      invalid: "Please enter a valid email address",
    }),
  ),
  subject: requiredText("Subject is required", 150, "Subject must be at most 150 characters"),
  message: requiredText("Message is required", 5000, "Message must be at most 5000 characters"),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const contactFields = ["name", "email", "subject", "message"] as const satisfies readonly ContactField[];

/** Checks raw form values; on failure gives the first message for each field. */
export function parseContact(
  values: unknown,
): { success: true; data: ContactInput } | { success: false; fieldErrors: ContactFieldErrors } {
  const result = contactSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  return { success: false, fieldErrors: fieldErrorsOf<ContactField>(result.error) };
}
