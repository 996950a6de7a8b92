// Decoding a picture (an upload's check, a print file's render) is the server's most expensive
// work in memory and CPU; this bounds how many run at once in one process, the rest wait in turn,
// so a burst of uploads cannot stall every other request or add their peaks together.

/** Decodes at once per process: one per core on the two-core machine the shop is sized for. */
export const DECODE_SLOTS = 2;

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when a decode slot is free, and frees it when `work` settles. */
export async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= DECODE_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so `running` stays counted.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
