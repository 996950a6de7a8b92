// /checkout/resume/:token: the checkout reminder's link (decision 069). The server reads the
// reminded order's lines; the page puts them in this browser's cart, marks that order's attempt as
// the one the next checkout replaces, and goes on to /checkout. An unknown token is a 404.
import { useEffect } from "react";
import { data, Link, useNavigate } from "react-router";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { restoreCart } from "~/modules/cart";
import { resumeCheckoutAttempt } from "~/modules/checkout";
import { cartOfReminder } from "~/modules/checkout/index.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/checkout.resume.$token";

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Your cart"),
  { name: "robots", content: "noindex" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const cart = await cartOfReminder(params.token);
  if (!cart) throw data(null, { status: 404 });
  return cart;
}

export default function ResumeCheckout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  useEffect(() => {
    restoreCart(loaderData.items);
    resumeCheckoutAttempt(loaderData.checkoutKey);
    void navigate("/checkout", { replace: true });
  }, [loaderData, navigate]);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-extrabold">Your cart</h1>
      <p role="status" className="mt-4 text-lg">
        Putting your cart back…
      </p>
      <Link to="/checkout" className="mt-8 inline-block font-semibold underline">
        Go to checkout
      </Link>
    </section>
  );
}
