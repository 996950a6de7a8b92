// A money amount typed in a form, for the schemas that take one (promotions, the owner's prices).
// Apart from lib/forms, which every page's form helpers load: zod itself stays out of pages that
// only show field errors.
import { z } from "zod";
import { centsFromDecimal } from "./money";

/** Dollars with up to two decimals ("12.50") as cents; the label starts the message. */
export const moneyField = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, `${label} must be an amount like 12.50`)
    .transform(centsFromDecimal);
