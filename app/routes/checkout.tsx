// /checkout: shipping form, payment, terms and summary; the action places and pays the order.
import { data, redirect } from "react-router";
import { commerceCapabilities } from "~/commerce/index.server";
import { env, publicEnv } from "~/lib/env.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getSessionUser } from "~/modules/accounts/index.server";
import { CartPageBody } from "~/modules/cart";
import { CheckoutForm } from "~/modules/checkout";
import { checkoutStatus, savedAddresses, submitCheckout } from "~/modules/checkout/index.server";
import { pageTitle } from "~/modules/settings";
import { guestCheckoutOpen } from "~/modules/settings/index.server";
import { orderSuccessPath } from "~/lib/order-number";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Checkout"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** A mode that checks out on the platform (Variant B) hands off from the cart instead. */
function requireOwnCheckout() {
  if (commerceCapabilities().cart === "drawer") throw redirect("/cart");
}

export async function loader({ request }: Route.LoaderArgs) {
  requireOwnCheckout();
  const user = await getSessionUser(request);
  return {
    user: user ? { name: user.name, email: user.email } : null,
    guests: !user && (await guestCheckoutOpen()),
    savedAddresses: user ? await savedAddresses(user.id) : [],
    payments: env.PAYMENTS,
    liveShipping: env.SHIPPING_RATES === "partner",
    stripePublishableKey: publicEnv.STRIPE_PUBLISHABLE_KEY ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  requireOwnCheckout();
  const user = await getSessionUser(request);
  const result = await submitCheckout(await request.formData(), user, undefined, !user && (await guestCheckoutOpen()));
  if (result.kind === "auth-required") {
    throw await redirectWithToast("/auth?redirectTo=/checkout", {
      type: "error",
      title: "Authentication Required",
      description: "Please sign in to complete your purchase.",
    });
  }
  if (result.kind === "paid") {
    throw await redirectWithToast(orderSuccessPath(result.orderId, result.linkKey), {
      type: "success",
      title: "Payment Successful",
      description: "Your order has been confirmed!",
    });
  }
  return data(result, { status: checkoutStatus(result) });
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-5xl font-extrabold">Checkout</h1>
      <CartPageBody
        loadingLabel="Loading checkout"
        emptyHint="Add a few favourites before you check out."
        emptyAction="Continue Shopping"
      >
        {(items) => (
          <CheckoutForm
            items={items}
            user={loaderData.user}
            guests={loaderData.guests}
            savedAddresses={loaderData.savedAddresses}
            payments={loaderData.payments}
            liveShipping={loaderData.liveShipping}
            stripePublishableKey={loaderData.stripePublishableKey}
          />
        )}
      </CartPageBody>
    </section>
  );
}
