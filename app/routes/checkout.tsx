// /checkout: shipping form, payment, terms and summary; the action places and pays the order.
import { ShoppingBag } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { env, publicEnv } from "~/lib/env.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getSessionUser } from "~/modules/accounts/session.server";
import { useCart } from "~/modules/cart/cart-store";
import { CheckoutForm } from "~/modules/checkout/checkout-form";
import { submitCheckout } from "~/modules/checkout/submit-checkout.server";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = () => [
  { title: "Checkout — softdrop" },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return {
    user: user ? { name: user.name, email: user.email } : null,
    payments: env.PAYMENTS,
    stripePublishableKey: publicEnv.STRIPE_PUBLISHABLE_KEY ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  const result = await submitCheckout(await request.formData(), user);
  if (result.kind === "auth-required") {
    throw await redirectWithToast("/auth?redirectTo=/checkout", {
      type: "error",
      title: "Authentication Required",
      description: "Please sign in to complete your purchase.",
    });
  }
  if (result.kind === "paid") {
    throw await redirectWithToast(`/order-success?orderId=${result.orderId}`, {
      type: "success",
      title: "Payment Successful",
      description: "Your order has been confirmed!",
    });
  }
  return result;
}

const noop = () => () => {};
function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const items = useCart();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-5xl font-extrabold">Checkout</h1>
      {!hydrated ? (
        <div className="grid place-items-center py-24">
          <Spinner label="Loading checkout" />
        </div>
      ) : items.length === 0 ? (
        <div className="mt-10 rounded-card border-2 border-dashed border-line px-6 py-20 text-center">
          <ShoppingBag aria-hidden className="mx-auto h-12 w-12 text-lilac-deep" />
          <p className="mt-4 text-2xl font-bold">Your cart is empty</p>
          <p className="mt-2 text-ink-soft">Add a few favourites before you check out.</p>
          <Button asChild className="mt-8">
            <Link to="/products">Continue Shopping</Link>
          </Button>
        </div>
      ) : (
        <CheckoutForm
          items={items}
          user={loaderData.user}
          payments={loaderData.payments}
          stripePublishableKey={loaderData.stripePublishableKey}
        />
      )}
    </section>
  );
}
