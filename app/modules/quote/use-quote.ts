// The cart's, the drawer's and the checkout's one data hook for prices: asks POST /cart/quote whenever the lines,
// the code, the complete address or the shipping method change. Only the latest answer is
// applied, so a slow response never overwrites a newer one.
import { useEffect, useState } from "react";
import { useCode } from "~/modules/promotions";
import { addressComplete, type QuoteAddress } from "./quote-address";
import type { QuoteLine } from "./quote.schema";
import type { ShopperQuote } from "./quote-types";

export type QuoteState = {
  /** The latest answer, possibly for an earlier request (its lines still price the lines shared). */
  quote: ShopperQuote | null;
  /** The answer is for what is on screen now (a failed request leaves the last answer, not current). */
  current: boolean;
  failed: boolean;
  /** The code as stored in the browser (the field shows it). */
  code: string;
  /** The complete address the latest answer was for (its shipping options are that address's). */
  answeredAddress: QuoteAddress | null;
};

type Options = { address?: QuoteAddress | null; shippingMethod?: string | null; attemptKey?: string | null };
type Answer = { request: string; quote: ShopperQuote | null; failed: boolean };

export function useQuote(lines: QuoteLine[], options: Options = {}): QuoteState {
  const code = useCode();
  const [answer, setAnswer] = useState<Answer>({ request: "", quote: null, failed: false });
  // Live shipping needs only a complete address: typing a name or an email asks nothing.
  const address = addressComplete(options.address) ? options.address : null;
  const typing = address !== null;
  const request = JSON.stringify({
    lines,
    code,
    address,
    shippingMethod: options.shippingMethod ?? null,
    attemptKey: options.attemptKey ?? null,
  });

  useEffect(() => {
    if (!(JSON.parse(request) as { lines: unknown[] }).lines.length) return;
    const controller = new AbortController();
    // An address being typed asks once the typing pauses; a cart change asks at once.
    const timer = setTimeout(() => fetchQuote(request, controller.signal, setAnswer), typing ? 300 : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [request, typing]);

  const answered = answer.request === request;
  const answeredAddress = answer.quote
    ? (JSON.parse(answer.request) as { address: QuoteAddress | null }).address
    : null;
  return {
    quote: answer.quote,
    current: answered && !answer.failed,
    failed: answered && answer.failed,
    code,
    answeredAddress,
  };
}

function fetchQuote(request: string, signal: AbortSignal, setAnswer: (update: (previous: Answer) => Answer) => void) {
  fetch("/cart/quote", { method: "POST", headers: { "Content-Type": "application/json" }, body: request, signal })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Pricing failed with ${response.status}`);
      const quote = (await response.json()) as ShopperQuote;
      setAnswer(() => ({ request, quote, failed: false }));
    })
    .catch((error: unknown) => {
      if (signal.aborted) return;
      console.warn("Could not price the cart", error);
      setAnswer((previous) => ({ ...previous, request, failed: true }));
    });
}
