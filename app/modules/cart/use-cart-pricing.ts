// Asks the server for current prices whenever the cart's lines (not their quantities) change.
// Only the latest answer is applied, so a slow response can never overwrite a newer one.
import { useEffect, useState } from "react";
import type { PricedCartLine } from "~/commerce";
import type { CartItem } from "./cart-store";

export type PricingState = { status: "loading" | "ready" | "error"; lines: PricedCartLine[] };

type Answer = { signature: string; lines: PricedCartLine[]; failed: boolean };

export function useCartPricing(items: CartItem[]): PricingState {
  const [answer, setAnswer] = useState<Answer>({ signature: "", lines: [], failed: false });
  // Unit prices do not depend on quantity: re-price only when lines are added or removed.
  const signature = JSON.stringify(
    items.map((item) => [item.product_id, item.size, item.color, Boolean(item.personalisation)]),
  );

  useEffect(() => {
    const lines = (JSON.parse(signature) as [string, string, string, boolean][]).map(
      ([productId, size, color, personalised]) => ({
        productId,
        size,
        color,
        quantity: 1,
        ...(personalised ? { personalised } : {}),
      }),
    );
    if (!lines.length) return;
    const controller = new AbortController();
    fetch("/cart/prices", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ lines }),
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Pricing failed with ${response.status}`);
        const body = (await response.json()) as { lines: PricedCartLine[] };
        setAnswer({ signature, lines: body.lines, failed: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Could not check cart prices", error);
        setAnswer((previous) => ({ ...previous, signature, failed: true }));
      });
    return () => controller.abort();
  }, [signature]);

  // Lines priced for an earlier cart still apply to the lines both carts share.
  const status = answer.signature !== signature ? "loading" : answer.failed ? "error" : "ready";
  return { status, lines: answer.lines };
}
