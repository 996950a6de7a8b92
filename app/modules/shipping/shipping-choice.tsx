// The checkout's shipping choice (decision 046): once the address is complete it asks the server
// for options, shows them as radios (price and delivery estimate), cheapest chosen by default.
import { useEffect, useState } from "react";
import { formatPrice } from "~/lib/money";
import type { ShippingRatesAddress, ShippingRatesLine } from "./shipping-rates.schema";
import {
  cheapestOption,
  chooseOption,
  formatEstimate,
  type CheckoutShippingOption,
  type ShippingQuote,
} from "./shipping-options";

export type ShippingChoice = {
  quote: ShippingQuote | null;
  loading: boolean;
  chosen: CheckoutShippingOption | null;
  choose: (id: string) => void;
};

const complete = (address: ShippingRatesAddress) =>
  Boolean(address.country && address.zipCode.trim() && address.city.trim() && address.address.trim());

/**
 * Asks POST /checkout/shipping-rates whenever the lines or the complete address change. `loading`
 * from the change until the answer (or a failure, which leaves no options) is in.
 */
export function useShippingChoice(lines: ShippingRatesLine[], address: ShippingRatesAddress): ShippingChoice {
  // The answer is kept with the request it answers: a changed address shows no stale options.
  const [answered, setAnswered] = useState<{ request: string; quote: ShippingQuote | null } | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const request = complete(address) && lines.length ? JSON.stringify({ lines, address }) : null;
  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch("/checkout/shipping-rates", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: request,
        signal: controller.signal,
      })
        .then(async (response) => (response.ok ? ((await response.json()) as ShippingQuote) : null))
        .then((answer) => {
          setAnswered({ request, quote: answer?.options?.length ? answer : null });
          setChosenId(answer?.options?.length ? cheapestOption(answer).id : null);
        })
        .catch(() => {
          if (!controller.signal.aborted) setAnswered({ request, quote: null });
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [request]);
  const current = answered !== null && answered.request === request;
  const quote = current ? answered.quote : null;
  const chosen = quote ? chooseOption(quote, chosenId) : null;
  return { quote, loading: request !== null && !current, chosen, choose: setChosenId };
}

/** The options as radios; the form sends the chosen id as `shippingMethod`. */
export function ShippingOptions({ choice }: { choice: ShippingChoice }) {
  const { quote, loading, chosen } = choice;
  return (
    <fieldset className="mt-6" aria-busy={loading}>
      <legend className="font-bold">Shipping method</legend>
      {!quote ? (
        <p className="mt-2 text-sm text-ink-soft">
          {loading ? "Getting shipping rates…" : "Enter your address to see shipping options."}
        </p>
      ) : (
        <div className="mt-2 space-y-2">
          {quote.message ? (
            <p role="status" className="text-sm font-semibold text-ink">
              {quote.message}
            </p>
          ) : null}
          {quote.options.map((option) => {
            const estimate = formatEstimate(option);
            return (
              <label key={option.id} className="flex items-center gap-3 rounded-2xl border-2 border-line px-4 py-3">
                <input
                  type="radio"
                  name="shippingMethod"
                  value={option.id}
                  checked={chosen?.id === option.id}
                  onChange={() => choice.choose(option.id)}
                  className="h-5 w-5 accent-lilac-deep"
                />
                <span className="flex-1">
                  <span className="font-semibold">{option.name}</span>
                  {estimate ? <span className="block text-sm text-ink-soft">{estimate}</span> : null}
                </span>
                <span className="font-semibold">{formatPrice(option.priceCents)}</span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

/**
 * The summary with the chosen shipping: its price, and a free-shipping promotion taking off the
 * cheapest method's price (decision 044), as placeOrder counts it. A summary whose shipping is
 * not pending (the flat rate) is left as it is.
 */
export function withShipping<
  T extends {
    shipping: number;
    shippingDiscount: number;
    total: number;
    shippingPending: boolean;
    freeShipping: boolean;
  },
>(summary: T, quote: ShippingQuote | null, chosen: CheckoutShippingOption | null): T {
  if (!summary.shippingPending || !quote || !chosen) return summary;
  const shipping = chosen.priceCents;
  const shippingDiscount = summary.freeShipping ? Math.min(shipping, cheapestOption(quote).priceCents) : 0;
  const total = summary.total + shipping - shippingDiscount;
  return { ...summary, shipping, shippingDiscount, shippingPending: false, total };
}
