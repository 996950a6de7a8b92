// The product page's buying panel when a platform describes variants by generic options
// (Variant B): one button group per option, the first variant chosen by default, one unit added.
import { ShoppingBag } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/ui/toaster";
import type { ProductDetail, ProductVariant, SelectedOption } from "~/commerce";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatListingPrice } from "~/lib/money";
import { FavouriteButton } from "./favourite-button";
import { matchVariant } from "./option-variants";

/** `onAdd` puts one unit of the variant in the cart: handed in by the page so the catalogue does not depend on the cart. */
export function OptionPurchase({
  product,
  onAdd,
}: {
  product: ProductDetail;
  onAdd: (variant: ProductVariant) => void;
}) {
  const options = product.options ?? [];
  const [chosen, setChosen] = useState<SelectedOption[]>(() => product.variants[0]?.selectedOptions ?? []);
  const variant = matchVariant(product.variants, chosen);
  const price = variant?.price ?? product.price;
  const sellable = Boolean(variant?.available);

  function choose(name: string, value: string) {
    setChosen((current) => [...current.filter((option) => option.name !== name), { name, value }]);
  }

  function add() {
    if (!variant || !variant.available) return;
    void onAdd(variant);
    toast.success("Added to cart!", { description: product.name });
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        {product.category ? (
          <p className="text-sm font-bold uppercase tracking-widest text-lilac-deep">{product.category}</p>
        ) : null}
        <h1 className="mt-2 text-4xl font-extrabold sm:text-5xl">{product.name}</h1>
        <p className="mt-4 font-display text-3xl font-extrabold">{formatListingPrice(price)}</p>
        {product.description ? <p className="mt-4 text-lg text-ink-soft">{product.description}</p> : null}
      </div>

      {options.map((option) => {
        const current = chosen.find((selected) => selected.name === option.name)?.value;
        return (
          <fieldset key={option.name}>
            <legend className="mb-3 font-bold">{option.name}</legend>
            <div className="flex flex-wrap gap-2">
              {option.values.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={current === value}
                  onClick={() => choose(option.name, value)}
                  className={cn(
                    "h-11 min-w-12 rounded-full border-2 px-4 font-semibold transition-colors",
                    current === value ? "border-ink bg-ink text-cream" : "border-line bg-white hover:border-lilac-deep",
                  )}
                >
                  {value}
                </button>
              ))}
            </div>
          </fieldset>
        );
      })}

      <div className="flex flex-wrap items-center gap-4">
        <Button type="button" size="lg" className="flex-1" disabled={!sellable} onClick={add}>
          <ShoppingBag aria-hidden className="h-5 w-5" />
          {sellable ? "Add to Cart" : "Out of Stock"}
        </Button>
        <FavouriteButton name={product.name} className="h-13 w-13" />
      </div>
    </div>
  );
}
