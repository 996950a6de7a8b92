// A drop as pages see it, and the rules both the server and the browser apply to it: its phase
// at a moment, units left, the countdown's parts and the shop-time-zone date text.

export type DropPhase = "upcoming" | "live" | "ended";
export type DropAfterEnd = "remove" | "normal";

/** One product's place in a drop, as pages show it (times are ISO strings, UTC). */
export type DropProductState = {
  dropId: string;
  slug: string;
  name: string;
  productId: string | null;
  productHandle: string;
  launchAt: string;
  endsAt: string | null;
  afterEnd: DropAfterEnd;
  editionSize: number | null;
  perCustomerLimit: number | null;
  /** Units in orders that are not cancelled: pending ones are reserved, paid ones sold. */
  taken: number;
};

export const NOT_YET_MESSAGE = "This product is not available yet";
export const SOLD_OUT_MESSAGE = "Sold out";
export const ENDED_MESSAGE = "This drop has ended";

export function dropPhase(drop: { launchAt: string; endsAt: string | null }, now: number): DropPhase {
  if (now < Date.parse(drop.launchAt)) return "upcoming";
  if (drop.endsAt && now >= Date.parse(drop.endsAt)) return "ended";
  return "live";
}

/** Units left in a limited edition (never below 0); null when the edition is not limited. */
export function unitsLeft(state: Pick<DropProductState, "editionSize" | "taken">): number | null {
  return state.editionSize === null ? null : Math.max(0, state.editionSize - state.taken);
}

/**
 * A card's drop line at a phase (before the launch the countdown goes after it): "Drops {date,
 * time}", "This drop has ended", "Sold out", "{n} of {N} left" or "Live now".
 */
export function dropLineText(
  state: Pick<DropProductState, "launchAt" | "editionSize" | "taken">,
  phase: DropPhase,
  timeZone: string,
) {
  const left = unitsLeft(state);
  if (phase === "upcoming") return `Drops ${formatDropTime(state.launchAt, timeZone)}`;
  if (phase === "ended") return ENDED_MESSAGE;
  if (left === 0) return SOLD_OUT_MESSAGE;
  return left === null ? "Live now" : `${left} of ${state.editionSize} left`;
}

export function perCustomerMessage(limit: number) {
  return `You can buy at most ${limit} of this product in this drop`;
}

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** 'Dec 1, 2026, 18:00 UTC' in the shop's time zone. */
export function formatDropTime(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).format(new Date(iso));
}
