// The product page's buying panel for a product in a drop: before launch the date, the countdown
// and Notify me instead of Add to Cart; during the drop "{n} of {N} left" (polled) and the normal
// panel, or a disabled "Sold out"; after the end "This drop has ended". The browser flips at the
// launch second by the server's clock; the server refuses any purchase before it all the same.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Countdown } from "./countdown";
import { dropPhase, ENDED_MESSAGE, formatDropTime, unitsLeft, type DropProductState } from "./drop-state";
import { NotifyForm } from "./notify-form";
import { useDropStatus } from "./use-drop-status";
import { useServerNow } from "./use-server-clock";

export function DropPurchase({
  state,
  serverNow,
  timeZone,
  email,
  title,
  children,
}: {
  /** The product's name and price, shown while the normal panel (which has them) is not. */
  title: { name: string; price: string };
  state: DropProductState;
  serverNow: number;
  timeZone: string;
  email?: string | null;
  children: ReactNode;
}) {
  const now = useServerNow(serverNow);
  const status = useDropStatus(state.slug);
  const launchAt = status?.launchAt ?? state.launchAt;
  const endsAt = status ? status.endsAt : state.endsAt;
  const phase = dropPhase({ launchAt, endsAt }, now);
  const polled = status?.products.find((p) => p.handle === state.productHandle);
  const edition = polled ? polled.editionSize : state.editionSize;
  const left = polled ? polled.left : unitsLeft(state);
  const selling = phase === "live" && left !== 0;
  return (
    <div className="flex flex-col gap-4" data-drop-phase={phase} data-product-id={state.productId ?? undefined}>
      {selling ? null : (
        <div>
          <h1 className="text-4xl font-extrabold sm:text-5xl">{title.name}</h1>
          <p className="mt-4 font-display text-3xl font-extrabold">{title.price}</p>
        </div>
      )}
      <p className="text-sm font-bold uppercase tracking-wide text-lilac-deep">
        <Link to={`/drops/${state.slug}`} className="hover:underline">
          {state.name}
        </Link>
      </p>
      {phase === "upcoming" ? (
        <>
          <p className="text-xl font-extrabold">Drops {formatDropTime(launchAt, timeZone)}</p>
          <Countdown target={launchAt} now={now} />
          <NotifyForm dropId={state.dropId} email={email} />
        </>
      ) : phase === "ended" ? (
        <p role="status" className="text-xl font-extrabold">
          {ENDED_MESSAGE}
        </p>
      ) : left === 0 ? (
        <>
          <UnitsLeft left={0} edition={edition} />
          <Button type="button" disabled size="lg">
            Sold out
          </Button>
        </>
      ) : (
        <>
          {left !== null ? <UnitsLeft left={left} edition={edition} /> : null}
          {children}
        </>
      )}
    </div>
  );
}

function UnitsLeft({ left, edition }: { left: number; edition: number | null }) {
  if (edition === null) return null;
  return (
    <p aria-live="polite" data-testid="units-left" className="font-bold">
      {left} of {edition} left
    </p>
  );
}
