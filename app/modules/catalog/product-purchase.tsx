// The product page's buying panel: category, name, price, description, size buttons, colour
// swatches, quantity, Add to Cart and the favourite heart.
import { Minus, Plus, ShoppingBag } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import type { ProductDetail } from "~/commerce";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import { sanitizeDescription } from "~/lib/rich-text";
import { FavouriteButton } from "./favourite-button";
import { galleryImages } from "./product-gallery";
import { findVariant, isColorAvailable, isSizeAvailable, selectionProblem } from "./product-options";
import { SizeGuideLink } from "./size-guide-link";
import { swatchColor } from "./swatches";

/** What the panel needs of the cart, handed in by the page so the catalogue does not depend on it. */
export type CartActions = {
  addToCart: (item: {
    product_id: string;
    name: string;
    price: number;
    quantity: number;
    size: string;
    color: string;
    image: string | null;
    personalisation?: PersonalisationChoice | null;
  }) => void;
  maxQuantity: number;
};

/** A personalised line's choices, as the personalisation module keeps them. */
export type PersonalisationChoice = {
  texts: { fieldId: string; text: string; font: string; color: string }[];
  uploadId?: string | null;
};

/** The personalisation module's fields, handed in by the page for products that offer it. */
export type PersonalisationSlot = {
  surcharge: number;
  fields: ReactNode;
  /** The choices to add, or null when they cannot be added (the fields then say why). */
  take: () => PersonalisationChoice | null;
};

export function ProductPurchase({
  product,
  cart,
  onColorChange,
  personalisation,
}: {
  product: ProductDetail;
  cart: CartActions;
  personalisation?: PersonalisationSlot;
  /** Tells the page which colour is picked (its gallery shows that colour's pictures). */
  onColorChange?: (color: string | null) => void;
}) {
  const [size, setSize] = useState<string | null>(null);
  const [color, setPickedColor] = useState<string | null>(null);
  const setColor = (next: string | null) => {
    setPickedColor(next);
    onColorChange?.(next);
  };
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);

  const chosen = findVariant(
    product,
    size ?? (product.sizes.length ? null : ""),
    color ?? (product.colors.length ? null : ""),
  );
  const surcharge = personalisation?.surcharge ?? 0;
  const basePrice = chosen?.price ?? product.price;
  const price = { ...basePrice, amount: basePrice.amount + surcharge };
  const availableColors = product.colors.filter((name) => isColorAvailable(product, name, size));

  function chooseSize(next: string) {
    setSize(next);
    setProblem(null);
    // A colour that is sold out in the new size is no longer a valid choice.
    if (color && !isColorAvailable(product, color, next)) setColor(null);
  }

  function chooseColor(next: string) {
    setColor(next);
    setProblem(null);
  }

  function add() {
    const effectiveSize = product.sizes.length ? size : "";
    const effectiveColor = product.colors.length ? color : "";
    const message = selectionProblem(product, effectiveSize, effectiveColor);
    if (message) {
      setProblem(message);
      toast.error(message);
      return;
    }
    const variant = findVariant(product, effectiveSize, effectiveColor)!;
    const choice = personalisation ? personalisation.take() : null;
    if (personalisation && !choice) {
      toast.error("Check your personalisation");
      return;
    }
    cart.addToCart({
      product_id: product.id,
      name: product.name,
      price: variant.price.amount + surcharge,
      personalisation: choice,
      quantity,
      size: variant.size,
      color: variant.color,
      image: galleryImages(product, variant.color)[0] ?? null,
    });
    toast.success("Added to cart!", { description: `${quantity} × ${product.name}` });
    setQuantity(1);
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-sm font-bold uppercase tracking-widest text-lilac-deep">{product.category}</p>
        <h1 className="mt-2 text-4xl font-extrabold sm:text-5xl">{product.name}</h1>
        <p className="mt-4 font-display text-3xl font-extrabold" aria-label={`Price ${formatPrice(price.amount)}`}>
          {formatPrice(price.amount)}
        </p>
        {product.description ? (
          // Sanitised again at render: only paragraphs, lists, bold and line breaks can come through.
          <div
            className="product-description mt-4 space-y-3 text-lg text-ink-soft [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: sanitizeDescription(product.description) }}
          />
        ) : null}
      </div>

      {product.sizes.length ? (
        <fieldset>
          <legend className="mb-3 font-bold">Select Size</legend>
          {product.sizeGuide ? (
            <div className="-mt-1 mb-3">
              <SizeGuideLink
                guide={product.sizeGuide}
                href={`/product/${product.handle}/size-guide`}
                name={product.name}
              />
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
                  onClick={() => chooseSize(name)}
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
      ) : null}

      {product.colors.length ? (
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
                  onClick={() => chooseColor(name)}
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
      ) : null}

      {personalisation?.fields}

      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2" role="group" aria-label="Quantity">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Decrease quantity"
            disabled={quantity <= 1}
            onClick={() => setQuantity((value) => Math.max(1, value - 1))}
          >
            <Minus aria-hidden className="h-4 w-4" />
          </Button>
          <output className="w-8 text-center text-lg font-bold">{quantity}</output>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Increase quantity"
            disabled={quantity >= cart.maxQuantity}
            onClick={() => setQuantity((value) => Math.min(cart.maxQuantity, value + 1))}
          >
            <Plus aria-hidden className="h-4 w-4" />
          </Button>
        </div>
        <Button type="button" size="lg" className="flex-1" onClick={add}>
          <ShoppingBag aria-hidden className="h-5 w-5" />
          Add to Cart
        </Button>
        <FavouriteButton name={product.name} className="h-13 w-13" />
      </div>
      {problem ? (
        <p role="alert" className="font-semibold text-bubblegum-deep">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
