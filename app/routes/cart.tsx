// /cart: the browser-stored cart with current server prices, quantities and the Order Summary.
import { lazy, Suspense } from "react";
import { useLoaderData } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import {
  CartLine,
  CartPageBody,
  cartLines,
  type CartItem,
  summarizeCart,
  OrderSummary,
  useCommerce,
  useHostedCartKey,
  usePageCurrency,
} from "~/modules/cart";
import { env } from "~/lib/env.server";
import { PromotionCodeField } from "~/modules/promotions";
import { codeOutcome, useQuote } from "~/modules/quote";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/cart";

// The drawer mode's cart page (Variant B) loads only in that mode: native pages never ship it.
const HostedCartPage = lazy(() =>
  import("~/modules/cart/hosted-cart-page").then((module) => ({ default: module.HostedCartPage })),
);

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Your cart"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** SHIPPING_RATES=partner: shipping depends on the address, so the cart leaves it to checkout (decision 047). */
export function loader() {
  return { liveShipping: env.SHIPPING_RATES === "partner" };
}

export default function CartPage() {
  const { platformName } = useCommerce();
  const hostedCartKey = useHostedCartKey();
  if (hostedCartKey && platformName) {
    return (
      <Suspense fallback={<Spinner label="Loading cart" />}>
        <HostedCartPage cartKey={hostedCartKey} platformName={platformName} />
      </Suspense>
    );
  }
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-5xl font-extrabold">Your Cart</h1>
      <CartPageBody
        loadingLabel="Loading cart"
        emptyHint="Find something that matches your vibe."
        emptyAction="Start Shopping"
      >
        {(items) => <CartContents items={items} />}
      </CartPageBody>
    </section>
  );
}

function CartContents({ items }: { items: CartItem[] }) {
  const quote = useQuote(cartLines(items));
  const { liveShipping } = useLoaderData<typeof loader>();
  const summary = summarizeCart(items, quote, { shippingAtCheckout: liveShipping, currency: usePageCurrency() });
  return (
    <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem]">
      <ul aria-label="Cart items" className="flex flex-col gap-4">
        {summary.lines.map((line) => (
          <li key={line.item.id}>
            <CartLine line={line} />
          </li>
        ))}
      </ul>
      <OrderSummary summary={summary}>
        <PromotionCodeField
          code={quote.code}
          quote={quote.current ? codeOutcome(quote.quote) : null}
          loading={!quote.current}
        />
      </OrderSummary>
    </div>
  );
}
