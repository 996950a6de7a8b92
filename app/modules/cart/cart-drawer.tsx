// The Variant B cart drawer: a sheet opened by the header's cart button and after adding.
import { Sheet } from "~/components/ui/sheet";
import { HostedCartPanel, hostedCartSubtitle } from "./hosted-cart-panel";
import { setCartDrawerOpen, useCartDrawerOpen, useHostedCartCount } from "./hosted-cart-store";

export function CartDrawer({ cartKey, platformName }: { cartKey: string; platformName: string }) {
  const open = useCartDrawerOpen();
  const count = useHostedCartCount(cartKey);
  return (
    <Sheet open={open} onOpenChange={setCartDrawerOpen} title="Shopping Cart" description={hostedCartSubtitle(count)}>
      <HostedCartPanel cartKey={cartKey} platformName={platformName} onCheckedOut={() => setCartDrawerOpen(false)} />
    </Sheet>
  );
}
