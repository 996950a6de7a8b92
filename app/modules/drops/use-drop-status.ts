// Polls a drop's status endpoint every few seconds while its page is open: units left without a
// reload, and the server's clock for the countdown.
import { useEffect, useState } from "react";
import type { DropStatus } from "./drop-view";
import { learnServerTime } from "./use-server-clock";

export const DROP_POLL_MS = 5000;

export function useDropStatus(slug: string | null) {
  const [status, setStatus] = useState<DropStatus | null>(null);
  useEffect(() => {
    if (!slug) return;
    let stopped = false;
    const load = async () => {
      try {
        const response = await fetch(`/drops/${encodeURIComponent(slug)}/status`, { cache: "no-store" });
        if (!response.ok || stopped) return;
        const body = (await response.json()) as DropStatus;
        learnServerTime(body.now);
        setStatus(body);
      } catch {
        // The next poll tries again.
      }
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
