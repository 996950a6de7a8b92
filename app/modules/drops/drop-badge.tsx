// A drop's word on a product card: "Drops {date, time}" and the countdown, units left, "Sold out"
// or "This drop has ended".
import { Countdown } from "./countdown";
import { dropPhase, ENDED_MESSAGE, formatDropTime, unitsLeft, type DropProductState } from "./drop-state";
import { useServerNow } from "./use-server-clock";

export function DropBadge({
  state,
  serverNow,
  timeZone,
}: {
  state: DropProductState;
  serverNow: number;
  timeZone: string;
}) {
  const now = useServerNow(serverNow);
  const phase = dropPhase(state, now);
  const left = unitsLeft(state);
  const text =
    phase === "upcoming"
      ? `Drops ${formatDropTime(state.launchAt, timeZone)}`
      : phase === "ended"
        ? ENDED_MESSAGE
        : left === 0
          ? "Sold out"
          : left !== null
            ? `${left} of ${state.editionSize} left`
            : "Live now";
  return (
    <p className="mt-2 rounded-xl bg-butter/70 px-3 py-1.5 text-sm font-semibold" data-testid="drop-badge">
      {text}
      {phase === "upcoming" ? (
        <>
          {" · "}
          <Countdown target={state.launchAt} now={now} compact />
        </>
      ) : null}
    </p>
  );
}
