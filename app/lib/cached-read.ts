// One value read at most once per period in this process (the store settings, the connections):
// every caller in that period shares the read; a failed read is not kept, so the next one retries.

export function cachedRead<Args extends unknown[], T>(read: (...args: Args) => Promise<T>, ttlMs: number) {
  let cache: { value: Promise<T>; expires: number } | undefined;
  return {
    /** The value read within the period, else read now with these arguments. */
    get(...args: Args): Promise<T> {
      const now = Date.now();
      if (cache && cache.expires > now) return cache.value;
      const entry = { value: read(...args), expires: now + ttlMs };
      cache = entry;
      entry.value.catch(() => {
        if (cache === entry) cache = undefined;
      });
      return entry.value;
    },
    /** Forgets the value: the next get reads again (after a save). */
    clear() {
      cache = undefined;
    },
  };
}
