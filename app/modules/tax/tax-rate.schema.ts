// The 'Add rate' form's one schema (decision 064): checked in the browser on submit and again by the
// action. A duplicate row is the database's to refuse (its unique index), at the Region field.
import { z } from "zod";
import { findCountry, matchRegion } from "~/lib/countries";

export const TAX_RATE_FIELDS = ["country", "region", "rate", "taxShipping"] as const;

export const taxRateSchema = z
  .object({
    country: z
      .string({ message: "Choose a country" })
      .trim()
      .refine((code) => findCountry(code) !== undefined, "Choose a country"),
    region: z.string().trim().max(60).optional().default(""),
    rate: z
      .string({ message: "Enter a rate from 0 to 100" })
      .trim()
      .regex(/^\d{1,3}(\.\d{1,4})?$/, "Enter a rate from 0 to 100, e.g. 7.25")
      .transform(Number)
      .refine((rate) => rate >= 0 && rate <= 100, "Enter a rate from 0 to 100"),
    taxShipping: z.unknown().transform((value) => value === "on"),
  })
  .transform((row, ctx) => {
    const country = findCountry(row.country)!;
    if (!row.region) return { ...row, country: country.code, region: "" };
    const region = matchRegion(country, row.region);
    if (!region) {
      ctx.addIssue({
        code: "custom",
        path: ["region"],
        message: country.regions
          ? `Enter a state or province of ${country.name}, e.g. ${country.regions[0]!.code}`
          : `${country.name} has no regions here: leave Region empty`,
      });
      return z.NEVER;
    }
    return { ...row, country: country.code, region: region.code };
  });
