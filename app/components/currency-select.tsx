// The shopper's currency select (decision 071): a plain form post to /currency, so it works before
// scripts load (choose, then Set); with them, choosing is enough. A whole page load follows, since
// every price on the page changes.
import { useLocation } from "react-router";
import { cn } from "~/lib/cn";

export type CurrencyChoice = { code: string; offered: string[] };

/** Whether there is anything to choose: the shop's currency alone shows no select. */
export const offersChoice = (choice?: CurrencyChoice): choice is CurrencyChoice =>
  Boolean(choice && choice.offered.length > 1);

export function CurrencySelect({ choice, id, className }: { choice?: CurrencyChoice; id: string; className?: string }) {
  const location = useLocation();
  if (!offersChoice(choice)) return null;
  return (
    <form method="post" action="/currency" className={cn("flex items-center gap-1", className)}>
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <label htmlFor={id} className="sr-only">
        Currency
      </label>
      <select
        id={id}
        name="currency"
        defaultValue={choice.code}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="rounded-full border-2 border-line bg-white px-2 py-1 text-sm font-semibold"
      >
        {choice.offered.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <button type="submit" className="rounded-full px-2 py-1 text-sm font-semibold hover:bg-lilac/50">
        Set
      </button>
    </form>
  );
}
