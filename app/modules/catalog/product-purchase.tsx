// The product page's buying panel: category, name, price, description, size buttons, colour
// swatches, quantity, Add to Cart and the favourite heart.
import { ShoppingBag } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "~/components/ui/toaster";
import type { ProductDetail } from "~/commerce";
import { Button } from "~/components/ui/button";
import { formatPrice } from "~/lib/money";
import { sanitizeDescription } from "~/lib/rich-text";
import { FavouriteButton } from "./favourite-button";
import { galleryImages } from "./product-gallery";
import { ColorPicker, QuantityStepper, SizePicker } from "./product-option-pickers";
import { findVariant, isColorAvailable, selectionProblem } from "./product-options";

/** What the panel needs of the cart, handed in by the page so the catalogue does not depend on it. */
export type CartActions = {
  addToCart: (item: {
    product_id: string;
    name: string;
    price: number;
    currency?: string;
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
  const { size, color, problem, setProblem, chooseSize, chooseColor } = useOptionChoice(product, onColorChange);
  const [quantity, setQuantity] = useState(1);

  const surcharge = personalisation?.surcharge ?? 0;

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
      currency: variant.price.currencyCode,
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
      <ProductHeading product={product} price={unitPrice(product, size, color) + surcharge} />

      {product.sizes.length ? <SizePicker product={product} size={size} color={color} onChoose={chooseSize} /> : null}

      {product.colors.length ? (
        <ColorPicker product={product} size={size} color={color} onChoose={chooseColor} />
      ) : null}

      {personalisation?.fields}

      <div className="flex flex-wrap items-center gap-4">
        <QuantityStepper quantity={quantity} max={cart.maxQuantity} onChange={setQuantity} />
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

/** One unit's price: the chosen variant's once there is one, else the product's. */
function unitPrice(product: ProductDetail, size: string | null, color: string | null) {
  const chosen = findVariant(
    product,
    size ?? (product.sizes.length ? null : ""),
    color ?? (product.colors.length ? null : ""),
  );
  return (chosen?.price ?? product.price).amount;
}

/** The shopper's size and colour; a new choice clears what a refused Add to Cart said. */
function useOptionChoice(product: ProductDetail, onColorChange?: (color: string | null) => void) {
  const [size, setSize] = useState<string | null>(null);
  const [color, setPickedColor] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const setColor = (next: string | null) => {
    setPickedColor(next);
    onColorChange?.(next);
  };

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

  return { size, color, problem, setProblem, chooseSize, chooseColor };
}

/** Category, name, price (with any personalisation) and the description. */
function ProductHeading({ product, price }: { product: ProductDetail; price: number }) {
  const shown = formatPrice(price, product.price.currencyCode);
  return (
    <div>
      <p className="text-sm font-bold uppercase tracking-widest text-lilac-deep">{product.category}</p>
      <h1 className="mt-2 text-4xl font-extrabold sm:text-5xl">{product.name}</h1>
      <p className="mt-4 font-display text-3xl font-extrabold" aria-label={`Price ${shown}`}>
        {shown}
      </p>
      {product.description ? (
        // Sanitised again at render: only paragraphs, lists, bold and line breaks can come through.
        <div
          className="product-description mt-4 space-y-3 text-lg text-ink-soft [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          dangerouslySetInnerHTML={{ __html: sanitizeDescription(product.description) }}
        />
      ) : null}
    </div>
  );
}
