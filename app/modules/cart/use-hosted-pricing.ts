// Re-reads the drawer's variants from the platform when it opens (and when lines change), so the
// prices shown are current and vanished or sold-out variants are flagged.
import { useEffect, useState } from "react";
import type { PricedVariant } from "~/commerce";
import type { HostedCartItem } from "./hosted-cart-store";

export function useHostedPricing(items: HostedCartItem[]): Map<string, PricedVariant> {
  const [priced, setPriced] = useState(new Map<string, PricedVariant>());
  const signature = JSON.stringify(items.map((item) => item.variantId));

  useEffect(() => {
    const variantIds = JSON.parse(signature) as string[];
    if (!variantIds.length) return;
    const controller = new AbortController();
    fetch("/cart/variants", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ variantIds }),
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Pricing failed with ${response.status}`);
        const body = (await response.json()) as { lines: PricedVariant[] };
        setPriced(new Map(body.lines.map((line) => [line.variantId, line])));
      })
      .catch((error: unknown) => {
        // The stored prices stay on screen; the platform prices the checkout anyway.
        if (!controller.signal.aborted) console.warn("Could not re-read cart prices", error);
      });
    return () => controller.abort();
  }, [signature]);

  return priced;
}
