// The drop facts a page's loader sends to the browser (by product id), with the server's clock.
import type { DropProductState } from "./drop-state";

/** What a card's drop line needs to count down to the launch and say what follows it. */
export type DropBadgeState = Pick<DropProductState, "slug" | "launchAt" | "endsAt" | "editionSize" | "taken">;

/**
 * The listing's drop lines by product handle: a card of a drop not launched yet gets its state
 * (the browser counts down); the others' lines are text from the server.
 */
export type ListingDrops = { serverNow: number; timeZone: string; lines: Record<string, string | DropBadgeState> };

export type DropView = {
  states: Record<string, DropProductState>;
  /** The server's time when the loader ran (ms): the countdown counts from it, not the browser's clock. */
  serverNow: number;
  timeZone: string;
};

/** What /drops/:slug/status answers: the server's clock and units left per product (polled). */
export type DropStatus = {
  now: number;
  launchAt: string;
  endsAt: string | null;
  products: { productId: string | null; handle: string; editionSize: number | null; left: number | null }[];
};
