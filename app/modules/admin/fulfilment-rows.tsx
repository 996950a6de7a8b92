// An admin order card's fulfilment: each print partner's order, its state and what went wrong.
import { useId, type ReactNode } from "react";
import type { AdminFulfilment } from "./admin-orders.server";

/** The lines we make ourselves have no partner: the loader gives every partner's name from the registry. */
const MANUAL_NAME = "Manual (our own products)";

const STATE_LABELS: Record<AdminFulfilment["state"], string> = {
  new: "Sending",
  draft: "Draft at the partner (approve it there)",
  accepted: "Accepted",
  in_production: "In production",
  shipped: "Shipped",
  delivered: "Delivered",
  failed: "Fulfilment failed",
  cancelled: "Cancelled",
  manual: "To make and ship ourselves",
};

/** `ownerId` is the id of the order card's heading: each card's region is named after its order. */
export function FulfilmentRows({
  rows,
  ownerId,
  children,
}: {
  rows: AdminFulfilment[];
  ownerId: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  if (!rows.length) return null;
  return (
    // Named "Fulfilment Order #…": a dashboard of cards must not repeat one landmark name.
    <section aria-labelledby={`${headingId} ${ownerId}`} className="mt-4 rounded-2xl bg-cream px-4 py-3 text-sm">
      <h4 id={headingId} className="font-semibold text-ink-soft">
        Fulfilment
      </h4>
      <ul className="mt-2 space-y-2">
        {rows.map((row) => (
          <li key={row.partner}>
            <span className="font-semibold">{row.partnerName ?? MANUAL_NAME}</span>
            {row.partnerOrderId ? <span className="font-mono"> · order {row.partnerOrderId}</span> : null}
            <span> · {STATE_LABELS[row.state]}</span>
            {row.trackingNumbers.length ? (
              <span className="font-mono"> · tracking {row.trackingNumbers.join(", ")}</span>
            ) : null}
            {row.lastError ? <p className="text-red-800">Last error: {row.lastError}</p> : null}
            {row.cancelError ? (
              <p className="text-red-800">Could not be cancelled at the partner: {row.cancelError}</p>
            ) : null}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
