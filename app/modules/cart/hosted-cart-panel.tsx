// The Variant B cart's content (drawer and /cart page): lines, total and 'Checkout with {platform}'.
import { Minus, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/ui/toaster";
import type { Money } from "~/commerce";
import { Button } from "~/components/ui/button";
import { HostedDiscountCode } from "./hosted-discount-code";
import { formatListingPrice, minorFromDecimal } from "~/lib/money";
import { setHostedQuantity, updateHostedCart, useHostedCart, type HostedCartItem } from "./hosted-cart-store";
import { useQuote, type QuotedLine } from "~/modules/quote";
import { TAXES_AT_HOSTED_CHECKOUT } from "~/modules/tax";

type Props = { cartKey: string; platformName: string; onCheckedOut?: () => void };

export function hostedCartSubtitle(count: number) {
  return count === 0 ? "Your cart is empty" : `${count} item(s) in your cart`;
}

function optionValues(item: HostedCartItem) {
  return item.selectedOptions
    .filter((option) => !(option.name === "Title" && option.value === "Default Title"))
    .map((option) => option.value)
    .join(" • ");
}

/** A drawer line as the platform prices it now: its quoted line, in the quote's currency. */
type CurrentLine = QuotedLine & { currencyCode: string };

/**
 * The platform's current price when the quote has it (in the shopper's market's currency), else the
 * price stored when it was added.
 */
function unitPrice(item: HostedCartItem, current: CurrentLine | undefined): Money {
  if (current?.unitPrice != null) return { amount: current.unitPrice, currencyCode: current.currencyCode };
  return {
    amount: minorFromDecimal(item.price.amount, item.price.currencyCode),
    currencyCode: item.price.currencyCode,
  };
}

/** The drawer's lines re-read from the platform (the quote) whenever they change, by variant. */
function useCurrentLines(items: HostedCartItem[]): Map<string, CurrentLine> {
  const { quote } = useQuote(items.map(({ variantId, quantity }) => ({ variantId, quantity })));
  const currencyCode = quote?.currencyCode ?? "";
  return new Map((quote?.lines ?? []).map((line) => [line.variantId ?? "", { ...line, currencyCode }]));
}

type HandOffLine = Pick<HostedCartItem, "variantId" | "quantity">;

/** Creates the platform's cart with the code: whether the platform found it applicable. */
async function askDiscount(items: HandOffLine[], code: string) {
  const response = await fetch("/cart/handoff", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      lines: items.map(({ variantId, quantity }) => ({ variantId, quantity })),
      discountCode: code,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { discountApplicable?: boolean | null };
  if (!response.ok) {
    toast.error("Failed to check the code", { description: "Please try again later" });
    return null;
  }
  return body.discountApplicable ?? null;
}

/** Creates the platform's cart for checkout; throws when the platform gives no checkout URL. */
async function handOff(items: HandOffLine[], discountCode: string) {
  const response = await fetch("/cart/handoff", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      lines: items.map(({ variantId, quantity }) => ({ variantId, quantity })),
      ...(discountCode.trim() ? { discountCode: discountCode.trim() } : {}),
    }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    cartId?: string;
    checkoutUrl?: string;
    error?: string;
  };
  if (!response.ok || !body.checkoutUrl) throw new Error(body.error ?? `Checkout failed with ${response.status}`);
  const { cartId = null, checkoutUrl } = body;
  return { cartId, checkoutUrl };
}

export function HostedCartPanel({ cartKey, platformName, onCheckedOut }: Props) {
  const { items } = useHostedCart(cartKey);
  const priced = useCurrentLines(items);
  const [busy, setBusy] = useState(false);
  const [discountCode, setDiscountCode] = useState("");
  const sellable = items.filter((item) => (priced.get(item.variantId)?.status ?? "ok") === "ok");
  const prices = sellable.map((item) => unitPrice(item, priced.get(item.variantId)));
  const total: Money = {
    amount: prices.reduce((sum, price, i) => sum + price.amount * sellable[i]!.quantity, 0),
    currencyCode: prices[0]?.currencyCode ?? items[0]?.price.currencyCode ?? "USD",
  };

  const checkDiscount = (code: string) => askDiscount(items, code);

  async function checkout() {
    if (!items.length) return;
    setBusy(true);
    updateHostedCart(cartKey, (state) => ({ ...state, isLoading: true }));
    // Opened now, while the click still counts as the shopper's, so no popup blocker intervenes.
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    try {
      const { cartId, checkoutUrl } = await handOff(items, discountCode);
      updateHostedCart(cartKey, (state) => ({ ...state, cartId, checkoutUrl, isLoading: false }));
      if (tab) tab.location.href = checkoutUrl;
      else window.open(checkoutUrl, "_blank", "noopener");
      onCheckedOut?.();
    } catch (error) {
      tab?.close();
      console.warn("Checkout hand-off failed", error);
      updateHostedCart(cartKey, (state) => ({ ...state, isLoading: false }));
      toast.error("Failed to create checkout", { description: "Please try again later" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <ul aria-label="Cart items" className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto">
        {items.map((item) => (
          <li key={item.variantId}>
            <HostedCartLine cartKey={cartKey} item={item} current={priced.get(item.variantId)} />
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between border-t-2 border-line pt-4 text-lg font-bold">
        <span>Total</span>
        <span aria-label={`Total ${formatListingPrice(total)}`}>{formatListingPrice(total)}</span>
      </div>
      <p className="-mt-2 text-sm text-ink-soft">{TAXES_AT_HOSTED_CHECKOUT}</p>
      {items.length ? (
        <HostedDiscountCode
          platformName={platformName}
          code={discountCode}
          onCodeChange={setDiscountCode}
          check={checkDiscount}
        />
      ) : null}
      <Button type="button" size="lg" disabled={items.length === 0 || busy} onClick={checkout}>
        {busy ? "Creating Checkout..." : `Checkout with ${platformName}`}
      </Button>
    </div>
  );
}

function HostedCartLine({
  cartKey,
  item,
  current,
}: {
  cartKey: string;
  item: HostedCartItem;
  current: CurrentLine | undefined;
}) {
  const image = item.product.images.edges[0]?.node.url;
  const title = item.product.title;
  const options = optionValues(item);
  const flag =
    current?.status === "inactive" ? "No longer available" : current?.status === "unavailable" ? "Out of stock" : null;
  return (
    <article aria-label={title} className="flex gap-3">
      {image ? (
        <img src={image} alt="" width={64} height={80} className="h-20 w-16 rounded-lg object-cover" />
      ) : (
        <div aria-hidden className="h-20 w-16 rounded-lg bg-line/60" />
      )}
      <div className="flex flex-1 flex-col gap-1">
        <p className="font-bold">{title}</p>
        {options ? <p className="text-sm text-ink-soft">{options}</p> : null}
        <p className="text-sm font-semibold">{formatListingPrice(unitPrice(item, current))}</p>
        {flag ? (
          <p role="status" className="text-sm font-semibold text-bubblegum-deep">
            {flag}
          </p>
        ) : null}
        <div className="mt-1 flex items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={`Decrease quantity of ${title}`}
            onClick={() => setHostedQuantity(cartKey, item.variantId, item.quantity - 1)}
          >
            <Minus aria-hidden className="h-4 w-4" />
          </Button>
          <output aria-label={`Quantity of ${title}`} className="w-6 text-center font-bold">
            {item.quantity}
          </output>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={`Increase quantity of ${title}`}
            onClick={() => setHostedQuantity(cartKey, item.variantId, item.quantity + 1)}
          >
            <Plus aria-hidden className="h-4 w-4" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove ${title}`}
            className="ml-auto"
            onClick={() => setHostedQuantity(cartKey, item.variantId, 0)}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </Button>
        </div>
      </div>
    </article>
  );
}
