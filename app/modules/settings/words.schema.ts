// The words form's one schema (decision 052, 066): the browser's instant check (loaded on the first
// submit) and the action's authority. Every value is trimmed; a social link is an https address
// or empty (then not shown); the emails are addresses.
import { z } from "zod";
import { emailAddress } from "~/lib/email-address";
import type { WordField } from "./words";

const text = (max: number, what: string, required = true) => {
  const base = z
    .string({ message: `Enter ${what}` })
    .trim()
    .max(max, { message: `Keep ${what} to ${max} characters or fewer` });
  return required ? base.min(1, { message: `Enter ${what}` }) : base;
};

const httpsLink = (network: string) =>
  z
    .string()
    .trim()
    .max(300, { message: `Keep the ${network} address to 300 characters or fewer` })
    .refine((value) => value === "" || isHttpsUrl(value), {
      message: `Enter the ${network} address starting with https://, or leave it empty`,
    });

function isHttpsUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const address = (what: string) =>
  z
    .string()
    .trim()
    .pipe(
      emailAddress({
        required: `Enter ${what}`,
        invalid: `Enter ${what} as an email address, like hello@example.com`,
        tooLong: `Keep ${what} to 254 characters or fewer`,
      }),
    );

const shape = {
  heroHeading: text(80, "the hero's heading"),
  heroSubline: text(200, "the hero's sub-line", false),
  heroPrimaryLabel: text(30, "the first button's label"),
  heroSecondaryLabel: text(30, "the second button's label"),
  feature1Title: text(40, "the first blurb's title"),
  feature1Text: text(160, "the first blurb's text"),
  feature2Title: text(40, "the second blurb's title"),
  feature2Text: text(160, "the second blurb's text"),
  feature3Title: text(40, "the third blurb's title"),
  feature3Text: text(160, "the third blurb's text"),
  newsletterHeading: text(80, "the newsletter's heading"),
  newsletterText: text(200, "the newsletter's text", false),
  copyrightName: text(60, "the copyright name"),
  instagram: httpsLink("Instagram"),
  tiktok: httpsLink("TikTok"),
  x: httpsLink("X"),
  youtube: httpsLink("YouTube"),
  pinterest: httpsLink("Pinterest"),
  contactEmail: address("the contact email"),
  contactPhone: text(40, "the phone number", false).refine((value) => value === "" || /\d/.test(value), {
    message: "Enter a phone number with digits, or leave it empty",
  }),
  contactHours: text(80, "the opening hours", false),
  // No line breaks or angle brackets in a sender's name: it goes into the From header.
  senderName: text(60, "the sender's name").refine((value) => !/[<>\r\n"]/.test(value), {
    message: "Leave quotes and angle brackets out of the sender's name",
  }),
  senderAddress: address("the sender's address"),
} satisfies Record<WordField, z.ZodType<string>>;

export const wordsSchema = z.object(shape);
