// A collection's form (/admin/collections): name, slug, description and where it is linked.
import { z } from "zod";
import { fieldErrorsOf, formValues } from "~/lib/forms";

export const COLLECTION_FIELDS = ["name", "slug", "description", "inHeader", "inFooter"] as const;

const checkbox = z.preprocess((value) => value === "on" || value === true, z.boolean());

export const collectionSchema = z.object({
  name: z.string().trim().min(1, "Enter the collection's name").max(60, "Names are at most 60 characters"),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Enter the collection's web address")
    .max(60, "Web addresses are at most 60 characters")
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lowercase letters, digits and single hyphens, like summer-tees"),
  description: z.string().trim().max(500, "Descriptions are at most 500 characters"),
  inHeader: checkbox,
  inFooter: checkbox,
});

export type CollectionInput = z.infer<typeof collectionSchema>;
/** What the form shows: the saved values, or what was typed when refused. */
export type CollectionDraft = { name: string; slug: string; description: string; inHeader: boolean; inFooter: boolean };

/** The posted form: the checked input, or what was typed with each field's message. */
export function readCollectionForm(
  form: FormData,
): { ok: true; input: CollectionInput } | { ok: false; values: CollectionDraft; errors: Record<string, string> } {
  const raw = formValues(form, COLLECTION_FIELDS);
  const parsed = collectionSchema.safeParse(raw);
  if (parsed.success) return { ok: true, input: parsed.data };
  const text = (name: string) => (typeof raw[name] === "string" ? (raw[name] as string) : "");
  return {
    ok: false,
    values: {
      name: text("name"),
      slug: text("slug"),
      description: text("description"),
      inHeader: raw.inHeader === "on",
      inFooter: raw.inFooter === "on",
    },
    errors: fieldErrorsOf(parsed.error) as Record<string, string>,
  };
}
