// An order's history as a list of dated sentences, on the order page and the admin card.
import { useId } from "react";
import type { OrderEventType, OrderStatus } from "../../../db/schema";

export type TimelineEvent = {
  id: string;
  type: OrderEventType;
  toStatus: OrderStatus | null;
  reason: string | null;
  hours: number | null;
  at: string;
};

const FULFILMENT_SENTENCES: Partial<Record<OrderStatus, string>> = {
  processing: "Sent to our print partner",
  shipped: "Shipped by our print partner",
  delivered: "Delivered, says the carrier",
};

const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export function timelineSentence(event: TimelineEvent): string {
  switch (event.type) {
    case "placed":
      return "Order placed";
    case "paid":
      return "Payment received";
    case "payment_failed":
      return "Payment failed";
    case "status_changed":
      return `Marked ${event.toStatus ?? "updated"} by the team`;
    case "cancelled_by_customer":
      return "Cancelled by the customer";
    case "refund_requested":
      return `Refund requested: ${event.reason ?? ""}`;
    case "refunded":
      return "Payment refunded";
    case "expired":
      return `Cancelled automatically: still unpaid ${event.hours ?? 24} hours after checkout`;
    case "superseded":
      return "Cancelled: replaced by a new checkout before it was paid";
    case "note":
      return event.reason ?? "Note";
    case "fulfilment":
      return FULFILMENT_SENTENCES[event.toStatus ?? "processing"] ?? "Updated by our print partner";
  }
}

/**
 * `level` is the heading's rank where the timeline sits (a page section, or inside a card); inside
 * a card, `ownerId` (the card heading's id) adds the order to the region's name, keeping it unique.
 */
export function OrderTimeline({
  events,
  level,
  ownerId,
  className,
}: {
  events: TimelineEvent[];
  level: 2 | 4;
  ownerId?: string;
  className?: string;
}) {
  const headingId = useId();
  if (!events.length) return null;
  const Heading = level === 2 ? "h2" : "h4";
  return (
    <section aria-labelledby={ownerId ? `${headingId} ${ownerId}` : headingId} className={className}>
      <Heading id={headingId} className={level === 2 ? "text-2xl font-bold" : "font-semibold text-ink-soft"}>
        History
      </Heading>
      <ol className="mt-3 space-y-2 border-l-2 border-line pl-4 text-sm">
        {events.map((event) => (
          <li key={event.id}>
            <time dateTime={event.at} className="block text-ink-soft">
              {timeFormat.format(new Date(event.at))} UTC
            </time>
            <span>{timelineSentence(event)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
