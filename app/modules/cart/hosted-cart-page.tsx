// /cart in a drawer-cart mode (Variant B): the drawer's content as a page.
import { HostedCartPanel, hostedCartSubtitle } from "./hosted-cart-panel";
import { useHostedCartCount } from "./hosted-cart-store";

export function HostedCartPage({ cartKey, platformName }: { cartKey: string; platformName: string }) {
  const count = useHostedCartCount(cartKey);
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-5xl font-extrabold">Shopping Cart</h1>
        <p className="mt-3 text-ink-soft">{hostedCartSubtitle(count)}</p>
      </header>
      <HostedCartPanel cartKey={cartKey} platformName={platformName} />
    </section>
  );
}
