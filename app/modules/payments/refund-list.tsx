// Each refund of an order, the same list on the admin's card and the customer's order page:
// how much, when, for which lines, and what was refunded of what was paid. (Its words avoid
// "Refunded", the payment status the same summary shows.)
import { formatPrice } from "~/lib/money";
import type { RefundLine } from "../../../db/schema";

export type ListedRefund = { id: string; amount: number; at: string; lines: RefundLine[] };

export function RefundList({
  refunds,
  lineNames,
  paid,
  refunded,
  currency,
  headingLevel = 3,
  label = "Refunds",
}: {
  refunds: ListedRefund[];
  /** Each order line's name, by its id. */
  lineNames: ReadonlyMap<string, string>;
  paid: number;
  refunded: number;
  currency: string;
  headingLevel?: 2 | 3 | 4;
  /** The region's name: unique on a page that lists several orders (the admin's cards). */
  label?: string;
}) {
  if (!refunds.length) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-label={label} className="mt-4 text-sm">
      <Heading className="font-semibold">Refunds</Heading>
      <ul className="mt-1 space-y-1">
        {refunds.map((refund) => (
          <li key={refund.id}>
            {formatPrice(refund.amount, currency)} on <time dateTime={refund.at}>{refund.at.slice(0, 10)}</time>
            {refund.lines.length
              ? ` for ${refund.lines
                  .map((line) => `${line.quantity} × ${lineNames.get(line.itemId) ?? "an item"}`)
                  .join(", ")}`
              : ""}
          </li>
        ))}
      </ul>
      <p className="mt-1 font-semibold">
        Refunds total {formatPrice(refunded, currency)} of {formatPrice(paid, currency)} paid
      </p>
    </section>
  );
}
