// The /orders/lookup form (decision 065): an order number and the email it was placed with,
// checked in the browser and again by the action.
import { z } from "zod";
import { EMAIL_MAX, emailAddress } from "~/lib/email-address";

export const orderLookupSchema = z.object({
  orderNumber: z
    .string({ message: "Enter your order number" })
    .trim()
    .transform((value) => value.replace(/^#/, "").toLowerCase())
    .pipe(
      z
        .string()
        .min(1, "Enter your order number")
        .regex(/^[0-9a-f]{8}$/, "Enter the 8-character order number from your confirmation email"),
    ),
  email: z
    .string({ message: "Enter your email" })
    .trim()
    .pipe(
      emailAddress({
        required: "Enter your email",
        invalid: "Enter a valid email address",
        tooLong: `Keep the email to ${EMAIL_MAX} characters or fewer`,
      }),
    )
    .transform((value) => value.toLowerCase()),
});
export type OrderLookup = z.infer<typeof orderLookupSchema>;
