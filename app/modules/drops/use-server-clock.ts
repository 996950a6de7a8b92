// The server's clock in the browser: the offset from the loader's (or the status endpoint's)
// server time, so a browser clock that is minutes wrong counts down correctly all the same.
import { useEffect, useState } from "react";

const offsets = { value: null as number | null };

/** Records the server's time as seen now (from a fresh, uncached answer). */
export function learnServerTime(serverNow: number) {
  offsets.value = serverNow - Date.now();
}

/** The server's "now", ticking once a second after hydration. */
export function useServerNow(serverNow: number) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    // A page from a cache carries an old server time; the status poll corrects the offset.
    if (offsets.value === null) offsets.value = serverNow - Date.now();
    const tick = () => setNow(Date.now() + (offsets.value ?? 0));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [serverNow]);
  return now;
}
