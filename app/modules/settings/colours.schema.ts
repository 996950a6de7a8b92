// The colours form's one schema (decisions 052, 066): #rrggbb values, and each refused at its field
// when text on it, or it as text, would fail WCAG AA (brand-colours.ts).
import { z } from "zod";
import { colourProblems, COLOUR_FIELDS, isHexColour, type BrandColours } from "./brand-colours";

const colour = (what: string) =>
  z
    .string({ message: `Enter the ${what} colour` })
    .trim()
    .refine(isHexColour, { message: `Enter the ${what} colour as #rrggbb, like #241a33` })
    .transform((value) => value.toLowerCase());

export const coloursSchema = z
  .object({ primary: colour("primary"), accent: colour("accent"), background: colour("background") })
  .superRefine((colours, context) => {
    const problems = colourProblems(colours as BrandColours);
    for (const field of COLOUR_FIELDS) {
      const message = problems[field];
      if (message) context.addIssue({ code: "custom", path: [field], message });
    }
  });
