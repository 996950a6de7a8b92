// The body of a page built on the browser cart (/cart, /checkout): a spinner until the cart can
// be read, the empty state when there is nothing in it, or the page's own content.
import { ShoppingBag } from "lucide-react";
import { startTransition, useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { useCart, type CartItem } from "./cart-store";

/** Set once the first page has hydrated: later client navigations show the cart at once. */
let pageHydrated = false;

/**
 * False during server rendering and hydration: the cart lives only in the browser. The cart's
 * content then renders in a transition, which React splits between frames, rather than as one
 * long task right after hydration (Lighthouse's total blocking time on /checkout; decision 048).
 */
function useHydrated() {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

type CartPageBodyProps = {
  loadingLabel: string;
  emptyHint: string;
  emptyAction: string;
  children: (items: CartItem[]) => ReactNode;
};

/**
 * At least the first screen's height below the page's heading (header, padding and h1: 10rem), in
 * every state: the footer starts below the fold while the cart loads, so the lines arriving after
 * hydration move nothing the visitor sees (Lighthouse's CLS was 0.21 on /cart and 0.37 on
 * /checkout, the footer pushed out of the screen; decision record 048). `flow-root` keeps the
 * first child's top margin inside, so the frame itself does not move either.
 */
export function CartPageBody(props: CartPageBodyProps) {
  return (
    <div className="flow-root min-h-[calc(100svh-10rem)]">
      <CartPageState {...props} />
    </div>
  );
}

function CartPageState({ loadingLabel, emptyHint, emptyAction, children }: CartPageBodyProps) {
  const hydrated = useHydrated();
  const items = useCart();
  if (!hydrated) {
    return (
      <div className="grid place-items-center py-24">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="mt-10 rounded-card border-2 border-dashed border-line px-6 py-20 text-center">
        <ShoppingBag aria-hidden className="mx-auto h-12 w-12 text-lilac-deep" />
        <p className="mt-4 text-2xl font-bold">Your cart is empty</p>
        <p className="mt-2 text-ink-soft">{emptyHint}</p>
        <Button asChild className="mt-8">
          <Link to="/products">{emptyAction}</Link>
        </Button>
      </div>
    );
  }
  return <>{children(items)}</>;
}
