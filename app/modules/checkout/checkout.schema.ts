// The checkout form's rules, shared by the browser (instant feedback) and the action (authority).
import { z } from "zod";

const required = (label: string) => z.string().trim().min(1, `${label} is required`).max(200, `${label} is too long`);

export const shippingSchema = z.object({
  fullName: required("Full name"),
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Enter a valid email address")),
  address: required("Address"),
  city: required("City"),
  state: required("State or province"),
  zipCode: required("ZIP or postal code"),
  country: required("Country"),
});
export type ShippingInput = z.infer<typeof shippingSchema>;
export const SHIPPING_FIELDS = Object.keys(shippingSchema.shape) as (keyof ShippingInput)[];

/** One cart line as the browser sends it: what was chosen, never what it costs. */
export const checkoutLineSchema = z.object({
  productId: z.string().trim().min(1),
  size: z.string().trim().min(1),
  color: z.string().trim().min(1),
  quantity: z.coerce.number().int().min(1).max(99),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

export const checkoutLinesSchema = z.array(checkoutLineSchema).max(100);

/** A sandbox card: digits only after spaces are removed. Never stored. */
export const sandboxCardSchema = z.object({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Enter a valid card number")),
  cardExpiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Use MM/YY"),
  cardCvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Enter the 3 or 4 digit code"),
});
export type SandboxCardInput = z.infer<typeof sandboxCardSchema>;

/** SPEC.md section 8: the 'Checkout Failed' message depends on the error text. */
export function checkoutFailureMessage(errorText: string) {
  const text = errorText.toLowerCase();
  if (text.includes("payment"))
    return "Payment processing failed. Please check your payment information and try again.";
  if (text.includes("network")) return "Network error. Please check your connection and try again.";
  return "Please try again or contact support";
}
