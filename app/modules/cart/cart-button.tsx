// The header's cart button with its item-count badge: a link to /cart (Variant A), or a button
// opening the cart drawer (Variant B).
import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { lazy, Suspense } from "react";
import { useCartCount } from "./cart-store";
import { useCommerce, useHostedCartKey } from "./use-commerce";

// Only a mode with a drawer (Variant B) loads the drawer's code; native pages never ship it.
const DrawerCartButton = lazy(() => import("./drawer-cart-button"));

export function CartBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="cart-count"
      className="absolute -right-1 -top-1 grid h-5 min-w-5 place-items-center rounded-full bg-bubblegum-deep px-1 text-xs font-bold text-white"
    >
      {count}
    </span>
  );
}

export const cartLabel = (count: number) => (count ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart");

function PageCartButton() {
  const count = useCartCount();
  return (
    <Link to="/cart" aria-label={cartLabel(count)} className="relative rounded-full p-2 hover:bg-lilac/50">
      <ShoppingBag aria-hidden className="h-5 w-5" />
      <CartBadge count={count} />
    </Link>
  );
}

/** The header's cart button: a link to /cart, or the drawer where the mode hands over to a hosted checkout. */
export function CartButton() {
  const { platformName } = useCommerce();
  const cartKey = useHostedCartKey();
  return cartKey && platformName ? (
    <Suspense fallback={<ShoppingBag aria-hidden className="m-2 h-5 w-5" />}>
      <DrawerCartButton cartKey={cartKey} platformName={platformName} />
    </Suspense>
  ) : (
    <PageCartButton />
  );
}
