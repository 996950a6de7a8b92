// The checkout's shipping choice (decision 046): the quote's options for the complete address as
// radios (price and delivery estimate), the quote's choice (the cheapest by default) checked.
import { formatPrice } from "~/lib/money";
import { formatEstimate, type ShippingQuote } from "./shipping-options";

export type ShippingChoice = {
  /** The options for the address on screen, or null while there are none to show. */
  quote: Pick<ShippingQuote, "options" | "message"> | null;
  /** The currency the options are priced in (decision 071). */
  currency: string;
  loading: boolean;
  chosenId: string | null;
  choose: (id: string) => void;
};

/** The options as radios; the form sends the chosen id as `shippingMethod`. */
export function ShippingOptions({ choice }: { choice: ShippingChoice }) {
  const { quote, loading, chosenId } = choice;
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
                  checked={chosenId === option.id}
                  onChange={() => choice.choose(option.id)}
                  className="h-5 w-5 accent-lilac-deep"
                />
                <span className="flex-1">
                  <span className="font-semibold">{option.name}</span>
                  {estimate ? <span className="block text-sm text-ink-soft">{estimate}</span> : null}
                </span>
                <span className="font-semibold">{formatPrice(option.priceCents, choice.currency)}</span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
