// Polls a drop's status endpoint every few seconds while its page is open: units left without a
// reload, and the server's clock for the countdown. A listing's cards ask it once, for the clock.
import { useEffect, useState } from "react";
import type { DropStatus } from "./drop-view";
import { learnServerTime } from "./use-server-clock";

export const DROP_POLL_MS = 5000;

/** The drop's status now (null on any failure), its clock learnt. */
async function fetchStatus(slug: string): Promise<DropStatus | null> {
  try {
    const response = await fetch(`/drops/${encodeURIComponent(slug)}/status`, { cache: "no-store" });
    if (!response.ok) return null;
    const body = (await response.json()) as DropStatus;
    learnServerTime(body.now);
    return body;
  } catch {
    return null;
  }
}

export function useDropStatus(slug: string | null) {
  const [status, setStatus] = useState<DropStatus | null>(null);
  useEffect(() => {
    if (!slug) return;
    let stopped = false;
    const load = async () => {
      // A failed poll leaves the last status; the next one tries again.
      const body = await fetchStatus(slug);
      if (body && !stopped) setStatus(body);
    };
    void load();
    const timer = setInterval(load, DROP_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [slug]);
  return status;
}

let clockAsked = false;

/**
 * One status request per visit when `ask`: a page from a cache carries the server's time of when
 * it was made, so a card's countdown learns the clock from a fresh answer (the cards share it).
 */
export function useServerClockOnce(slug: string, ask: boolean) {
  useEffect(() => {
    if (!ask || clockAsked) return;
    clockAsked = true;
    void fetchStatus(slug);
  }, [slug, ask]);
}
