// Answers that must not tell two cases apart by how long they took (an address with an account or
// without one) wait out a floor counted from their start, well above the work of either case.

/** Waits until `floorMs` have passed since `startedAt` (a `performance.now()` reading). */
export async function holdAnswer(startedAt: number, floorMs: number) {
  const rest = floorMs - (performance.now() - startedAt);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}
