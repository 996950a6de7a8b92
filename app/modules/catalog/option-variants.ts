// Choosing a variant by generic options (Variant B).
import type { ProductVariant, SelectedOption } from "~/commerce";

/** The first variant whose options all match the choices (SPEC section 4). */
export function matchVariant(variants: ProductVariant[], chosen: SelectedOption[]): ProductVariant | undefined {
  return variants.find((variant) =>
    chosen.every((choice) =>
      (variant.selectedOptions ?? []).some((option) => option.name === choice.name && option.value === choice.value),
    ),
  );
}
