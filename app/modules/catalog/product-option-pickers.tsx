// The buying panel's pickers: size buttons (with the size guide), colour swatches and the quantity.
import { Minus, Plus } from "lucide-react";
import type { Dispatch, SetStateAction } from "react";
import type { ProductDetail } from "~/commerce";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { isColorAvailable, isSizeAvailable } from "./product-options";
import { SizeGuideLink } from "./size-guide-link";
import { swatchColor } from "./swatches";

type PickerProps = {
  product: ProductDetail;
  size: string | null;
  color: string | null;
  onChoose: (name: string) => void;
};

/** A button per size; sizes sold out in the chosen colour cannot be picked. */
export function SizePicker({ product, size, color, onChoose }: PickerProps) {
  return (
    <fieldset>
      <legend className="mb-3 font-bold">Select Size</legend>
      {product.sizeGuide ? (
        <div className="-mt-1 mb-3">
          <SizeGuideLink guide={product.sizeGuide} href={`/product/${product.handle}/size-guide`} name={product.name} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {product.sizes.map((name) => {
          const available = isSizeAvailable(product, name, color);
          return (
            <button
              key={name}
              type="button"
              aria-pressed={size === name}
              disabled={!available}
              onClick={() => onChoose(name)}
              className={cn(
                "h-11 min-w-12 rounded-full border-2 px-4 font-semibold transition-colors disabled:cursor-not-allowed disabled:line-through disabled:opacity-40",
                size === name ? "border-ink bg-ink text-cream" : "border-line bg-white hover:border-lilac-deep",
              )}
            >
              {name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A swatch per colour; colours sold out in the chosen size cannot be picked. */
export function ColorPicker({ product, size, color, onChoose }: PickerProps) {
  const availableColors = product.colors.filter((name) => isColorAvailable(product, name, size));
  return (
    <fieldset>
      <legend className="mb-3 font-bold">
        Select Color ({availableColors.length} available)
        {color ? <span className="ml-2 font-normal text-ink-soft">{color}</span> : null}
      </legend>
      <div className="flex flex-wrap gap-3">
        {product.colors.map((name) => {
          const available = isColorAvailable(product, name, size);
          return (
            <button
              key={name}
              type="button"
              aria-label={name}
              title={name}
              aria-pressed={color === name}
              disabled={!available}
              onClick={() => onChoose(name)}
              style={{ backgroundColor: swatchColor(name) }}
              className={cn(
                "h-11 w-11 rounded-full border-2 border-line shadow-soft transition-transform disabled:cursor-not-allowed disabled:opacity-30",
                color === name && "scale-110 ring-2 ring-ink ring-offset-2",
              )}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/** How many to add, from one up to what one cart line may hold. */
export function QuantityStepper({
  quantity,
  max,
  onChange,
}: {
  quantity: number;
  max: number;
  onChange: Dispatch<SetStateAction<number>>;
}) {
  return (
    <div className="flex items-center gap-2" role="group" aria-label="Quantity">
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label="Decrease quantity"
        disabled={quantity <= 1}
        onClick={() => onChange((value) => Math.max(1, value - 1))}
      >
        <Minus aria-hidden className="h-4 w-4" />
      </Button>
      <output className="w-8 text-center text-lg font-bold">{quantity}</output>
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label="Increase quantity"
        disabled={quantity >= max}
        onClick={() => onChange((value) => Math.min(max, value + 1))}
      >
        <Plus aria-hidden className="h-4 w-4" />
      </Button>
    </div>
  );
}
