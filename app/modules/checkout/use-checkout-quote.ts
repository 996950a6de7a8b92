// The checkout's figures: the cart quoted for the address typed so far and the shipping method
// picked (decision 050). The summary, the shipping radios and the Place Order label all read it.
import { useState } from "react";
import { cartLines, summarizeCart, usePageCurrency, type CartItem } from "~/modules/cart";
import { addressComplete, useQuote, type QuoteAddress } from "~/modules/quote";
import type { ShippingChoice } from "~/modules/shipping";
import { heldCheckoutKey } from "./checkout-attempt";

export const EMPTY_ADDRESS: QuoteAddress = {
  fullName: "",
  email: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  country: "",
};

/** The address fields as typed, for the quote's shipping step. */
export function addressOf(form: HTMLFormElement): QuoteAddress {
  const data = new FormData(form);
  const value = (name: keyof QuoteAddress) => String(data.get(name) ?? "");
  const fields = Object.keys(EMPTY_ADDRESS) as (keyof QuoteAddress)[];
  return Object.fromEntries(fields.map((name) => [name, value(name)])) as QuoteAddress;
}

/** Where an address goes for rates: a new one starts again from the cheapest method. */
const addressKey = (address: QuoteAddress) =>
  addressComplete(address)
    ? JSON.stringify([address.address, address.city, address.state, address.zipCode, address.country])
    : null;

export function useCheckoutQuote(items: CartItem[], liveShipping: boolean) {
  const [address, setAddress] = useState<QuoteAddress>(EMPTY_ADDRESS);
  const [picked, setPicked] = useState<{ at: string | null; id: string } | null>(null);
  const at = liveShipping ? addressKey(address) : null;
  const method = picked && picked.at === at ? picked.id : null;
  // The attempt already submitted holds an order: not a use of the code the page shows.
  const attemptKey = heldCheckoutKey();
  // A quote that carries tax (TAX=rates or stripe, decision 064) wants the address too.
  const [taxed, setTaxed] = useState(false);
  const quote = useQuote(
    cartLines(items),
    liveShipping ? { address, shippingMethod: method, attemptKey } : taxed ? { address, attemptKey } : { attemptKey },
  );
  // Once known, kept (React's state adjusted while rendering: no effect, no extra pass).
  if (quote.quote?.tax && !taxed) setTaxed(true);
  const summary = summarizeCart(items, quote, { shippingAtCheckout: liveShipping, currency: usePageCurrency() });
  // The options stay on screen while another method is priced; a new address shows none stale.
  const options = quote.quote && at !== null && addressKey(quote.answeredAddress ?? EMPTY_ADDRESS) === at;
  const answered = options ? quote.quote!.shipping : null;
  const shipping: ShippingChoice = {
    quote: answered?.options.length ? answered : null,
    loading: at !== null && !quote.current,
    currency: summary.currency,
    chosenId: method ?? answered?.chosen?.id ?? null,
    choose: (id) => setPicked({ at, id }),
  };
  const onAddress = (next: QuoteAddress) => {
    if (JSON.stringify(next) !== JSON.stringify(address)) setAddress(next);
  };
  // The method the order would ship with, for the Payment Element's stale check (decision 047).
  return { quote, summary, shipping, onAddress, chosen: answered?.chosen ?? null };
}
