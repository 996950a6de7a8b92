// The admin's drop form: one schema for the browser's checks and the action (the authority).
// Products arrive as checked handles with `edition:<handle>` and `limit:<handle>` beside them.
import { z } from "zod";

const wholeOrEmpty = (what: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || /^\d+$/.test(value), `${what} must be a whole number`)
    .refine((value) => value === "" || Number(value) >= 1, `${what} must be at least 1`)
    .transform((value) => (value === "" ? null : Number(value)));

const localTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "Enter a date and time");

export const dropProductSchema = z.object({
  handle: z.string().trim().min(1),
  editionSize: wholeOrEmpty("Edition size"),
  perCustomerLimit: wholeOrEmpty("Per-customer limit"),
});

export const dropFormSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lowercase letters, digits and single hyphens")
    .max(60, "Slug must be at most 60 characters"),
  story: z.string().trim().max(2000, "Story must be at most 2000 characters"),
  heroImage: z.string().trim(),
  /** In the shop's time zone, as a datetime-local field gives it. */
  launchAt: localTime,
  endsAt: z.union([z.literal(""), localTime]),
  afterEnd: z.enum(["remove", "normal"], { message: "Choose what happens after the end" }),
  products: z.array(dropProductSchema).min(1, "Choose at least one product"),
});

/** The form's fields as one object (the schema's input). */
export function readDropForm(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "");
  const handles = [...new Set(form.getAll("product").map(String).filter(Boolean))];
  return {
    name: text("name"),
    slug: text("slug"),
    story: text("story"),
    heroImage: text("heroImage"),
    launchAt: text("launchAt"),
    endsAt: text("endsAt"),
    afterEnd: text("afterEnd") || "normal",
    products: handles.map((handle) => ({
      handle,
      editionSize: text(`edition:${handle}`),
      perCustomerLimit: text(`limit:${handle}`),
    })),
  };
}

/**
 * The form field of an issue, for fieldErrorsOf: a product's numbers are the fields
 * `edition:<handle>` and `limit:<handle>`, the product list is `product`.
 */
export const dropFieldOf =
  (raw: ReturnType<typeof readDropForm>) =>
  ([first, index, key]: readonly PropertyKey[]) => {
    if (first === "products" && typeof index === "number") {
      const handle = raw.products[index]?.handle ?? "";
      return `${key === "perCustomerLimit" ? "limit" : "edition"}:${handle}`;
    }
    return first === "products" ? "product" : String(first ?? "form");
  };

/** The raise-edition form after launch: a product's new edition size. */
export const raiseEditionSchema = z.object({
  handle: z.string().trim().min(1),
  editionSize: wholeOrEmpty("Edition size").refine((value) => value !== null, "Edition size must be a whole number"),
});
