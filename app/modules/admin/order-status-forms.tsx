// The status buttons of one order on the admin screen, and the shipment form that asks for a
// tracking number before an order is marked shipped.
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { isCancelled, takesTrackingNumber } from "~/modules/order-lifecycle";
import type { AdminActionData } from "./admin-action-toast";
import type { AdminOrder } from "./admin-orders.server";
import { TRACKING_NUMBER_MAX, type AdminTargetStatus } from "./admin.schema";

const BUTTON_LABELS: Record<AdminTargetStatus, string> = {
  processing: "Mark Processing",
  shipped: "Mark Shipped",
  delivered: "Mark Delivered",
  cancelled: "Cancel Order",
};

/** The hidden fields every form of a card sends. */
export function OrderFields({ intent, orderId, returnTo }: { intent: string; orderId: string; returnTo: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}

/** The status buttons and, once the owner asks to ship, the form for the tracking number. */
export function StatusControls({
  fetcher,
  order,
  returnTo,
  number,
  busy,
}: {
  fetcher: FetcherWithComponents<AdminActionData>;
  order: AdminOrder;
  returnTo: string;
  number: string;
  busy: boolean;
}) {
  const [askingTracking, setAskingTracking] = useState(false);
  const shipButton = useRef<HTMLButtonElement>(null);
  const closeTracking = () => {
    setAskingTracking(false);
    shipButton.current?.focus();
  };
  return (
    <>
      <StatusButtons
        fetcher={fetcher}
        order={order}
        returnTo={returnTo}
        number={number}
        busy={busy}
        askingTracking={askingTracking}
        onAskTracking={() => setAskingTracking(true)}
        shipButton={shipButton}
      />

      {askingTracking ? (
        <ShipmentForm
          fetcher={fetcher}
          orderId={order.id}
          returnTo={returnTo}
          number={number}
          busy={busy}
          onSubmit={() => setAskingTracking(false)}
          onClose={closeTracking}
        />
      ) : null}
    </>
  );
}

/** A button per status the order can move to, and why the refused ones are refused. */
function StatusButtons({
  fetcher,
  order,
  returnTo,
  number,
  busy,
  askingTracking,
  onAskTracking,
  shipButton,
}: {
  fetcher: FetcherWithComponents<AdminActionData>;
  order: AdminOrder;
  returnTo: string;
  number: string;
  busy: boolean;
  askingTracking: boolean;
  onAskTracking: () => void;
  shipButton: RefObject<HTMLButtonElement | null>;
}) {
  const whyId = useId();
  // One explanation per card: the reason the first refused button gives (the same for each).
  const why = order.actions.find((action) => !action.allowed && !action.current && action.reason)?.reason;
  return (
    <fetcher.Form method="post" action="/admin" preventScrollReset className="mt-5 flex flex-wrap items-center gap-2">
      <OrderFields intent="update-status" orderId={order.id} returnTo={returnTo} />
      {order.actions.map(({ status, allowed, reason }) => (
        <Button
          key={status}
          ref={takesTrackingNumber(status) ? shipButton : undefined}
          type="submit"
          name="status"
          value={status}
          size="sm"
          variant={isCancelled({ status }) ? "danger" : "secondary"}
          disabled={busy || !allowed}
          aria-describedby={!allowed && reason === why && why ? whyId : undefined}
          aria-expanded={takesTrackingNumber(status) ? askingTracking : undefined}
          onClick={
            takesTrackingNumber(status)
              ? (event) => {
                  // With JavaScript, ask for the tracking number first; without, ship right away.
                  event.preventDefault();
                  onAskTracking();
                }
              : undefined
          }
        >
          {BUTTON_LABELS[status]}
        </Button>
      ))}
      {busy ? <Spinner label={`Updating order #${number}`} className="ml-1" /> : null}
      {why ? (
        <p id={whyId} className="w-full text-sm text-ink-soft">
          {why}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** Ship the order, with an optional tracking number; Escape or Close goes back to the buttons. */
function ShipmentForm({
  fetcher,
  orderId,
  returnTo,
  number,
  busy,
  onSubmit,
  onClose,
}: {
  fetcher: FetcherWithComponents<AdminActionData>;
  orderId: string;
  returnTo: string;
  number: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const trackingInput = useRef<HTMLInputElement>(null);
  // The form appears when the owner asks to ship: the tracking number is what they type next.
  useEffect(() => {
    trackingInput.current?.focus();
  }, []);
  return (
    <fetcher.Form
      method="post"
      action="/admin"
      preventScrollReset
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      aria-label={`Ship order #${number}`}
      className="mt-4 flex flex-wrap items-end gap-3 rounded-2xl bg-cream p-4"
    >
      <OrderFields intent="update-status" orderId={orderId} returnTo={returnTo} />
      <input type="hidden" name="status" value="shipped" />
      <div className="min-w-60 flex-1">
        <Field label="Tracking number (optional)">
          <Input ref={trackingInput} name="trackingNumber" maxLength={TRACKING_NUMBER_MAX} autoComplete="off" />
        </Field>
      </div>
      <Button type="submit" size="sm" disabled={busy}>
        Confirm shipment
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onClose}>
        Close
      </Button>
    </fetcher.Form>
  );
}
