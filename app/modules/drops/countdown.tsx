// The live countdown to a drop's launch: days, hours, minutes, seconds, by the server's clock.
import { countdownParts } from "./drop-state";

const UNITS = [
  ["days", "Days"],
  ["hours", "Hours"],
  ["minutes", "Minutes"],
  ["seconds", "Seconds"],
] as const;

export function Countdown({ target, now, compact = false }: { target: string; now: number; compact?: boolean }) {
  const parts = countdownParts(Date.parse(target) - now);
  const label = `${parts.days} days, ${parts.hours} hours, ${parts.minutes} minutes, ${parts.seconds} seconds left`;
  if (compact) {
    const pad = (n: number) => String(n).padStart(2, "0");
    return (
      <span className="font-mono font-bold tabular-nums" data-testid="countdown" aria-label={label}>
        {parts.days > 0 ? `${parts.days}d ` : ""}
        {pad(parts.hours)}:{pad(parts.minutes)}:{pad(parts.seconds)}
      </span>
    );
  }
  return (
    <div role="timer" aria-label={label} data-testid="countdown" className="flex gap-3">
      {UNITS.map(([key, name]) => (
        <div key={key} className="min-w-16 rounded-2xl border-2 border-ink bg-white px-3 py-2 text-center">
          <span className="block font-display text-3xl font-extrabold tabular-nums" aria-hidden>
            {String(parts[key]).padStart(2, "0")}
          </span>
          <span className="text-xs font-bold uppercase text-ink-soft" aria-hidden>
            {name}
          </span>
        </div>
      ))}
    </div>
  );
}
