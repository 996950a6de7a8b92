// Asks the server for the cart's figures under the shopper's code whenever lines, quantities or the
// code change; only the latest answer is applied.
import { useEffect, useState } from "react";
import type { CartQuote } from "./cart-quote.schema";
import { useCode } from "./code-store";

/** What the hook needs of a cart line (the cart module's CartItem has these). */
type QuoteItem = { product_id: string; size: string; color: string; quantity: number; personalisation?: unknown };

export type QuoteState = { status: "loading" | "ready" | "error"; quote: CartQuote | null; code: string };

export function usePromotionQuote(items: QuoteItem[]): QuoteState {
  const code = useCode();
  const [answer, setAnswer] = useState<{ signature: string; quote: CartQuote | null; failed: boolean }>({
    signature: "",
    quote: null,
    failed: false,
  });
  const signature = JSON.stringify([
    code,
    items.map((item) => [item.product_id, item.size, item.color, item.quantity, Boolean(item.personalisation)]),
  ]);

  useEffect(() => {
    const [sentCode, rows] = JSON.parse(signature) as [string, [string, string, string, number, boolean][]];
    if (!rows.length) return;
    const controller = new AbortController();
    fetch("/cart/promotion", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        code: sentCode,
        lines: rows.map(([productId, size, color, quantity, personalised]) => ({
          productId,
          size,
          color,
          quantity,
          personalised,
        })),
      }),
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Promotion pricing failed with ${response.status}`);
        setAnswer({ signature, quote: (await response.json()) as CartQuote, failed: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Could not price the promotion", error);
        setAnswer((previous) => ({ ...previous, signature, failed: true }));
      });
    return () => controller.abort();
  }, [signature]);

  const status = answer.signature !== signature ? "loading" : answer.failed ? "error" : "ready";
  return { status, quote: status === "ready" ? answer.quote : null, code };
}
