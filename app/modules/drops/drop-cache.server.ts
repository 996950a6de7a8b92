// Cache lifetimes for pages that show a drop: a shared cache (nginx, the page cache) may keep a
// "not yet" page only until the launch second, and a live limited drop only briefly.
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { dropPhase, unitsLeft, type DropProductState } from "./drop-state";

/** Seconds a page with a live limited edition may be shared: "n left" is polled anyway. */
const LIVE_LIMITED_SECONDS = 5;
/** Seconds a shared cache may go on serving a live drop's page while one request refreshes it. */
const LIVE_STALE_SECONDS = 30;

/**
 * The Cache-Control for a public page that shows these drop states, or null to keep the page's
 * own. Before launch: s-maxage capped to the seconds left, and no stale-while-revalidate, which
 * would let nginx serve the "not yet" page after launch; 0 seconds left is not cached at all.
 * Once every drop on the page is live, a stale copy may be served while one request refreshes it
 * (a launch's crowd does not all wait on the refresh), but never past a drop's end.
 */
export function dropCacheControl(states: Iterable<DropProductState>, now = Date.now()): string | null {
  let seconds: number | null = null;
  let untilEnd = Number.POSITIVE_INFINITY;
  let upcoming = false;
  for (const state of states) {
    const phase = dropPhase(state, now);
    let cap: number | null = null;
    if (phase === "upcoming") {
      upcoming = true;
      cap = Math.floor((Date.parse(state.launchAt) - now) / 1000);
    } else if (phase === "live" && state.endsAt) {
      cap = Math.floor((Date.parse(state.endsAt) - now) / 1000);
      untilEnd = Math.min(untilEnd, cap);
    }
    if (phase === "live" && unitsLeft(state) !== null)
      cap = Math.min(cap ?? LIVE_LIMITED_SECONDS, LIVE_LIMITED_SECONDS);
    if (cap !== null) seconds = seconds === null ? cap : Math.min(seconds, cap);
  }
  if (seconds === null) return null;
  if (seconds <= 0) return PRIVATE_CACHE;
  const shared = Math.min(seconds, 30);
  const stale = upcoming ? 0 : Math.min(LIVE_STALE_SECONDS, untilEnd - shared);
  return stale > 0 ? `public, s-maxage=${shared}, stale-while-revalidate=${stale}` : `public, s-maxage=${shared}`;
}
