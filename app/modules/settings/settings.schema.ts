// The store settings form's one schema (issue #30, decision 061), used by the browser for instant
// feedback (loaded on the first submit) and by the action as the authority.
import { z } from "zod";

const text = (max: number, what: string) =>
  z
    .string({ message: `Enter ${what}` })
    .trim()
    .max(max, { message: `Keep ${what} to ${max} characters or fewer` });

export const shopSettingsSchema = z.object({
  shopName: text(60, "the shop's name").min(1, { message: "Enter the shop's name" }),
  // May be empty: the home page's title is then the name alone.
  tagline: text(120, "the tagline"),
  // May be empty: titles then end with the shop's name (shopIdentity), never with a bare dash.
  seoTitleSuffix: text(60, "the title suffix"),
  seoDescription: text(160, "the description").min(1, { message: "Enter the description" }),
});
