// The checkout form's rules, shared by the browser (instant feedback) and the action (authority).
import { z } from "zod";
import { findCountry } from "~/lib/countries";
import { emailAddress } from "~/lib/email-address";

const required = (label: string) => z.string().trim().min(1, `${label} is required`).max(200, `${label} is too long`);

/**
 * Partners make and ship the goods, and they take codes, not free text: the country is an
 * ISO 3166 code of a country the shop ships to, and where a partner needs a state or province
 * code (US, CA, AU) the state is one of that country's codes.
 */
const addressFields = z.object({
  fullName: required("Full name"),
  address: required("Address"),
  city: required("City"),
  state: required("State or province"),
  zipCode: required("ZIP or postal code"),
  country: required("Country").refine((code) => findCountry(code) !== undefined, "Choose a country we ship to"),
});

function regionOfCountry(shipping: { country: string; state: string }, ctx: z.RefinementCtx) {
  const regions = findCountry(shipping.country)?.regions;
  if (regions && !regions.some((region) => region.code === shipping.state)) {
    ctx.addIssue({ code: "custom", path: ["state"], message: "Choose a state or province from the list" });
  }
}

export const shippingSchema = addressFields
  .extend({
    email: z
      .string()
      .trim()
      .pipe(emailAddress({ required: "Email is required", invalid: "Enter a valid email address" })),
  })
  .superRefine(regionOfCountry);
export type ShippingInput = z.infer<typeof shippingSchema>;

/** A saved address (decision 065): the shipping form without the email, which is the account's. */
export const savedAddressSchema = addressFields.superRefine(regionOfCountry);
export type SavedAddressInput = z.infer<typeof savedAddressSchema>;
export const SAVED_ADDRESS_FIELDS = ["fullName", "address", "city", "state", "zipCode", "country"] as const;

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
