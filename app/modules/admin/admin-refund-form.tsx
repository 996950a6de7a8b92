// The admin's refund form on an order card: chosen lines (how many units of each) or an amount,
// or, with both left empty, everything left. Offered exactly when the server would refund
// (the payments module's rule); the server checks it again and answers at the field.
import { useId } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formatPrice } from "~/lib/money";
import { shortOrderId } from "~/lib/order-number";
import { RefundList } from "~/modules/payments";
import type { AdminActionData } from "./admin-action-toast";
import type { AdminOrder } from "./admin-orders.server";
import { REFUND_LINE_PREFIX } from "./admin.schema";

/** Units of each line already given back (or being given back). */
function refundedUnits(order: AdminOrder) {
  const units = new Map<string, number>();
  for (const refund of order.money.refunds) {
    if (refund.state === "failed") continue;
    for (const line of refund.lines) units.set(line.itemId, (units.get(line.itemId) ?? 0) + line.quantity);
  }
  return units;
}

const lineLabel = (line: AdminOrder["lines"][number]) =>
  [line.name, [line.size, line.color].filter(Boolean).join(", ")].filter(Boolean).join(" — ");

export function AdminRefundForm({
  order,
  number,
  fetcher,
  busy,
  errors,
  hiddenFields,
}: {
  order: AdminOrder;
  number: string;
  fetcher: FetcherWithComponents<AdminActionData>;
  busy: boolean;
  errors: Partial<Record<string, string>>;
  hiddenFields: React.ReactNode;
}) {
  const hintId = useId();
  const refunded = refundedUnits(order);
  const open = Object.keys(errors).some((field) => field === "amount" || field.startsWith(REFUND_LINE_PREFIX));
  return (
    <fetcher.Form
      method="post"
      action="/admin"
      preventScrollReset
      aria-label={`Refund order #${number}`}
      className="mt-4 rounded-2xl bg-cream p-4"
    >
      {hiddenFields}
      <details open={open || undefined}>
        <summary className="cursor-pointer text-sm font-semibold">Refund part of the order</summary>
        <fieldset className="mt-3 space-y-3">
          <legend className="text-sm text-ink-soft">Units of chosen lines, or an amount</legend>
          {order.lines.map((line) => {
            const left = line.quantity - (refunded.get(line.id) ?? 0);
            return (
              <Field
                key={line.id}
                label={`Units of ${lineLabel(line)} to refund (${left} of ${line.quantity} left, ${formatPrice(line.paid, order.currency)} paid)`}
                error={errors[`${REFUND_LINE_PREFIX}${line.id}`]}
              >
                <Input
                  name={`${REFUND_LINE_PREFIX}${line.id}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={left}
                  step={1}
                  disabled={left === 0}
                  className="max-w-28"
                />
              </Field>
            );
          })}
          <Field
            label={`Amount to refund in ${order.currency === "USD" ? "dollars" : order.currency}`}
            error={errors.amount}
          >
            <Input name="amount" inputMode="decimal" autoComplete="off" placeholder="12.50" className="max-w-40" />
          </Field>
        </fieldset>
      </details>
      <p id={hintId} className="mt-2 text-sm text-ink-soft">
        {formatPrice(order.money.left, order.currency)} left to refund. Left empty, Issue refund gives back all of it.
      </p>
      <Button type="submit" size="sm" variant="outline" disabled={busy} aria-describedby={hintId} className="mt-2">
        Issue refund
      </Button>
    </fetcher.Form>
  );
}

/** Each refund of the order that went through, as the card lists it. */
export function AdminRefundList({ order }: { order: AdminOrder }) {
  return (
    <RefundList
      refunds={order.money.refunds.filter((refund) => refund.state === "succeeded")}
      lineNames={new Map(order.lines.map((line) => [line.id, lineLabel(line)]))}
      paid={order.money.paid}
      refunded={order.money.refunded}
      currency={order.currency}
      headingLevel={4}
      label={`Refunds of order #${order.shopifyNumber ?? shortOrderId(order.id)}`}
    />
  );
}
