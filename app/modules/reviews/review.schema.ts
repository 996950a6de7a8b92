// The review form's schema, shared by the browser and the action (which is the authority).
import { z } from "zod";
import { FITS } from "./fit";

export const MAX_REVIEW_PHOTOS = 3;
export const MAX_REVIEW_TEXT = 2000;
export const MAX_REVIEW_TITLE = 120;

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ message: "Choose a rating from 1 to 5 stars" })
    .int("Choose a rating from 1 to 5 stars")
    .min(1, "Choose a rating from 1 to 5 stars")
    .max(5, "Choose a rating from 1 to 5 stars"),
  title: z
    .string({ message: "Give your review a title" })
    .trim()
    .min(1, "Give your review a title")
    .max(MAX_REVIEW_TITLE, `The title can be at most ${MAX_REVIEW_TITLE} characters`),
  body: z
    .string({ message: "Tell other buyers what you think" })
    .trim()
    .min(1, "Tell other buyers what you think")
    .max(MAX_REVIEW_TEXT, "Your review can be at most 2,000 characters"),
  fit: z.enum(FITS, { message: "Say how it fits" }),
  photos: z
    .array(z.uuid({ message: "A photo could not be found: upload it again" }))
    .max(MAX_REVIEW_PHOTOS, `Add at most ${MAX_REVIEW_PHOTOS} photos`),
});
export type ReviewInput = z.infer<typeof reviewSchema>;
export type ReviewField = keyof ReviewInput | "form";

/** The form's fields as the schema reads them (photos: every `photo` value). */
export function reviewValues(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    rating: text("rating") ?? "",
    title: text("title"),
    body: text("body"),
    fit: text("fit"),
    photos: form.getAll("photo").filter((value): value is string => typeof value === "string" && value !== ""),
  };
}
