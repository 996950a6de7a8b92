// The shapes a personalisation travels in: a line's choices (cart, checkout) and the owner's
// set-up form. Shared by the browser and the server, which checks them again.
import { z } from "zod";
import { FONT_IDS } from "./fonts";

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, "Use a colour like #1a2b3c");

/** A cart line's personalisation as the browser keeps it; the server checks it against the set-up. */
export const linePersonalisationSchema = z.object({
  texts: z
    .array(
      z.object({
        fieldId: z.string().min(1).max(40),
        text: z.string().max(200),
        font: z.string().max(40),
        color: hexColor,
      }),
    )
    .max(5),
  uploadId: z.uuid().nullish(),
});

export const printAreaSchema = z
  .object({
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    width: z.number().min(0.01).max(1),
    height: z.number().min(0.01).max(1),
  })
  .refine(
    (area) => area.x + area.width <= 1.0001 && area.y + area.height <= 1.0001,
    "The print area leaves the picture",
  );

export const textFieldSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  label: z.string().trim().min(1, "Give the field a label").max(60),
  maxChars: z.number().int().min(1).max(60),
  allowed: z.enum(["letters", "alphanumeric", "text"]),
  fonts: z.array(z.enum(FONT_IDS as [string, ...string[]])).min(1, "Choose at least one font"),
  colors: z.array(hexColor).min(1, "Give at least one colour").max(12),
});

/** The owner's set-up of one product (the admin form and the seed both pass through it). */
export const personalisationSetupSchema = z
  .object({
    enabled: z.boolean(),
    fields: z.array(textFieldSchema).max(3),
    allowImage: z.boolean(),
    placement: z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{1,40}$/, "Use the partner's placement name, e.g. front"),
    printArea: printAreaSchema,
    colorPrintAreas: z.record(z.string().max(60), printAreaSchema),
    printWidth: z.number().int().min(100).max(12000),
    printHeight: z.number().int().min(100).max(12000),
    dpi: z.number().int().min(72).max(600),
    surcharge: z.number().int().min(0).max(100_000),
    holdForApproval: z.boolean(),
    bannedWords: z.array(z.string().trim().min(1).max(60)).max(500),
  })
  .refine((setup) => !setup.enabled || setup.fields.length > 0 || setup.allowImage, {
    message: "Add a text field or allow a picture",
    path: ["fields"],
  });
export type PersonalisationSetup = z.infer<typeof personalisationSetupSchema>;
