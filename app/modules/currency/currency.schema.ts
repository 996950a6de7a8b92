// The /admin/currencies forms' schemas (decision 071): the owner's choices and a pinned rate,
// checked in the browser on submit and again by the action.
import { z } from "zod";
import { PRICE_ROUNDINGS } from "~/lib/currencies";
import { CURRENCY_CODES } from "~/lib/money";

const PRESENTMENT = CURRENCY_CODES.filter((code) => code !== "USD") as [string, ...string[]];

export const CHOICE_FIELDS = ["currencies", "marginPercent", "rounding"] as const;

export const choicesSchema = z.object({
  // Every box ticked, on the server; the browser's check leaves the list out (FormData.get reads one).
  currencies: z.preprocess(
    (value) => (value === undefined ? [] : [value].flat()),
    z.array(z.enum(PRESENTMENT, { message: "Choose from the currencies listed" })),
  ),
  marginPercent: z
    .string({ message: "Enter a margin from 0 to 20 percent" })
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, "Enter a margin from 0 to 20 percent, e.g. 2")
    .transform(Number)
    .refine((value) => value <= 20, "Enter a margin from 0 to 20 percent"),
  rounding: z.enum(PRICE_ROUNDINGS, { message: "Choose how prices end" }),
});

export const PIN_FIELDS = ["currency", "rate"] as const;

export const pinSchema = z.object({
  currency: z.enum(PRESENTMENT, { message: "Choose a currency" }),
  rate: z
    .string({ message: "Enter the rate: units of the currency for 1 USD" })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,8})?$/, "Enter the rate as a number, e.g. 0.92")
    .refine((value) => Number(value) > 0, "Enter a rate above 0"),
});
