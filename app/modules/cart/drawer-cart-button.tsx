// The header's cart button in a mode whose cart is a drawer (Variant B): it opens the drawer
// instead of going to /cart. Loaded on demand by cart-button.tsx.
import { ShoppingBag } from "lucide-react";
import { CartBadge, cartLabel } from "./cart-button";
import { CartDrawer } from "./cart-drawer";
import { setCartDrawerOpen, useHostedCartCount } from "./hosted-cart-store";

/** A mode whose cart is a drawer (Variant B) opens it here instead of going to /cart. */
export default function DrawerCartButton({ cartKey, platformName }: { cartKey: string; platformName: string }) {
  const count = useHostedCartCount(cartKey);
  return (
    <>
      <button
        type="button"
        aria-label={cartLabel(count)}
        aria-haspopup="dialog"
        className="relative rounded-full p-2 hover:bg-lilac/50"
        onClick={() => setCartDrawerOpen(true)}
      >
        <ShoppingBag aria-hidden className="h-5 w-5" />
        <CartBadge count={count} />
      </button>
      <CartDrawer cartKey={cartKey} platformName={platformName} />
    </>
  );
}
