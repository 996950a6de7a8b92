// /cart: the browser-stored cart with current server prices, quantities and the Order Summary.
import { ShoppingBag } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { CartLine } from "~/modules/cart/cart-line";
import { useCart } from "~/modules/cart/cart-store";
import { summarizeCart } from "~/modules/cart/cart-summary";
import { OrderSummary } from "~/modules/cart/order-summary";
import { useCartPricing } from "~/modules/cart/use-cart-pricing";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = () => [
  { title: "Your cart — softdrop" },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const noop = () => () => {};
/** False during server rendering and hydration: the cart lives only in the browser. */
function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

export default function CartPage() {
  const hydrated = useHydrated();
  const items = useCart();
  const pricing = useCartPricing(items);
  const summary = summarizeCart(items, pricing.lines);

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-5xl font-extrabold">Your Cart</h1>
      {!hydrated ? (
        <div className="grid place-items-center py-24">
          <Spinner label="Loading cart" />
        </div>
      ) : items.length === 0 ? (
        <div className="mt-10 rounded-card border-2 border-dashed border-line px-6 py-20 text-center">
          <ShoppingBag aria-hidden className="mx-auto h-12 w-12 text-lilac-deep" />
          <p className="mt-4 text-2xl font-bold">Your cart is empty</p>
          <p className="mt-2 text-ink-soft">Find something that matches your vibe.</p>
          <Button asChild className="mt-8">
            <Link to="/products">Start Shopping</Link>
          </Button>
        </div>
      ) : (
        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <ul aria-label="Cart items" className="flex flex-col gap-4">
            {summary.lines.map((line) => (
              <li key={line.item.id}>
                <CartLine line={line} />
              </li>
            ))}
          </ul>
          <OrderSummary summary={summary} />
        </div>
      )}
    </section>
  );
}
