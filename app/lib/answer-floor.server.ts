// Answers that must not tell two cases apart by how long they took (an address with an account or
// without one) wait out a floor counted from their start, well above the work of either case.

/**
 * Waits until `floorMs` have passed since `startedAt` (a `performance.now()` reading). A timer
 * counts from the event loop's clock, read when the loop last turned: after a long turn it fires
 * early by that much, so the wait is checked against the real clock and resumed until it holds.
 */
export async function holdAnswer(startedAt: number, floorMs: number) {
  for (
    let rest = floorMs - (performance.now() - startedAt);
    rest > 0;
    rest = floorMs - (performance.now() - startedAt)
  ) {
    await new Promise((resolve) => setTimeout(resolve, Math.ceil(rest)));
  }
}
