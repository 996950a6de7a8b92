// The owner's product form (/admin/products/:productId, decision 062), checked in the browser as the
// owner types and again in the action, which is the authority. Built from the product it edits:
// its variants' costs decide which prices sit below the margin floor and need a confirm.
import { z } from "zod";
import { floorUnitPrice, marginPercent } from "~/lib/margin";
import { formatPrice } from "~/lib/money";
import { moneyField } from "~/lib/money-field";

export const MAX_NAME = 120;
export const MAX_DESCRIPTION = 5000;
export const MAX_SEO_TITLE = 70;
export const MAX_SEO_DESCRIPTION = 160;

export type OwnerVariant = { id: string; label: string; price: number; cost: number | null };
export type OwnerProductContext = { categories: string[]; variants: OwnerVariant[]; minMarginPercent: number };

/** The form as posted: every field a string, the checkboxes present or not. */
export type OwnerProductDraft = {
  name: string;
  description: string;
  category: string;
  visible: boolean;
  seoTitle: string;
  seoDescription: string;
  prices: Record<string, string>;
  confirms: Record<string, boolean>;
};

export const priceField = (variantId: string) => `price-${variantId}`;
export const confirmField = (variantId: string) => `confirm-${variantId}`;

export function ownerDraftFromForm(form: FormData, variants: readonly Pick<OwnerVariant, "id">[]): OwnerProductDraft {
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    name: text("name"),
    description: text("description"),
    category: text("category"),
    visible: form.get("visible") === "on",
    seoTitle: text("seoTitle"),
    seoDescription: text("seoDescription"),
    prices: Object.fromEntries(variants.map((variant) => [variant.id, text(priceField(variant.id))])),
    confirms: Object.fromEntries(variants.map((variant) => [variant.id, form.get(confirmField(variant.id)) === "on"])),
  };
}

/**
 * The confirm a new price (cents) below its floor needs, naming the margin it leaves; undefined
 * when the price is unchanged, at or above the floor, or the cost is unknown.
 */
function belowFloor(variant: OwnerVariant, price: number, minMarginPercent: number) {
  // A price kept as it was was confirmed when it was set: saving other fields asks nothing again.
  if (price === variant.price) return undefined;
  if (variant.cost === null || price >= floorUnitPrice(variant.cost, minMarginPercent)) return undefined;
  const margin = marginPercent(price, variant.cost);
  return `Sell ${variant.label} at ${formatPrice(price)}, a ${margin}% margin, below the ${minMarginPercent}% floor`;
}

/** belowFloor for a price as typed in the form (nothing for one that does not read as an amount). */
export function belowFloorText(variant: OwnerVariant, typed: string, minMarginPercent: number) {
  const parsed = moneyField("Price").safeParse(typed);
  return parsed.success ? belowFloor(variant, parsed.data, minMarginPercent) : undefined;
}

const limited = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);

export function ownerProductSchema({ categories, variants, minMarginPercent }: OwnerProductContext) {
  return z
    .object({
      name: z.string().trim().min(1, "Enter the product's name.").max(MAX_NAME, `Use at most ${MAX_NAME} characters.`),
      description: limited(MAX_DESCRIPTION),
      category: z.string().refine((value) => categories.includes(value), "Choose one of the shop's categories."),
      visible: z.boolean(),
      seoTitle: limited(MAX_SEO_TITLE),
      seoDescription: limited(MAX_SEO_DESCRIPTION),
      prices: z.object(
        Object.fromEntries(
          variants.map((variant) => [
            variant.id,
            moneyField(`${variant.label} price`).refine((cents) => cents > 0, "A price must be more than $0.00."),
          ]),
        ),
      ),
      confirms: z.record(z.string(), z.boolean()),
    })
    .superRefine((value, ctx) => {
      for (const variant of variants) {
        const below = belowFloor(variant, value.prices[variant.id]!, minMarginPercent);
        if (below && !value.confirms[variant.id])
          ctx.addIssue({ code: "custom", message: `${below}: tick to confirm.`, path: ["confirms", variant.id] });
      }
    });
}

export type OwnerProductInput = z.infer<ReturnType<typeof ownerProductSchema>>;

/** The form field an issue is shown at. */
export function ownerProductFieldOf(path: readonly PropertyKey[]) {
  const [what, variantId] = path;
  if (what === "prices" && typeof variantId === "string") return priceField(variantId);
  if (what === "confirms" && typeof variantId === "string") return confirmField(variantId);
  return typeof what === "string" ? what : "form";
}
