// A drop's word on a product card: "Drops {date, time}" and the countdown, units left, "Sold out"
// or "This drop has ended".
import type { ReactNode } from "react";
import { Countdown } from "./countdown";
import { dropLineText, dropPhase } from "./drop-state";
import type { DropBadgeState } from "./drop-view";
import { useServerClockOnce } from "./use-drop-status";
import { useServerNow } from "./use-server-clock";

export function DropBadge({
  state,
  serverNow,
  timeZone,
  askClock = false,
}: {
  state: DropBadgeState;
  serverNow: number;
  timeZone: string;
  /** Learn the server's clock with one request (a page that does not poll the drop's status). */
  askClock?: boolean;
}) {
  const now = useServerNow(serverNow);
  useServerClockOnce(state.slug, askClock);
  const phase = dropPhase(state, now);
  return (
    <DropLine>
      {dropLineText(state, phase, timeZone)}
      {phase === "upcoming" ? (
        <>
          {" · "}
          <Countdown target={state.launchAt} now={now} compact />
        </>
      ) : null}
    </DropLine>
  );
}

/** A card's drop line as it looks: around the badge, or around the server's text for a line that does not tick. */
export function DropLine({ children }: { children: ReactNode }) {
  return (
    <p className="mt-2 rounded-xl bg-butter/70 px-3 py-1.5 text-sm font-semibold" data-testid="drop-badge">
      {children}
    </p>
  );
}
