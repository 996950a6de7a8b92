// A reset request for an address with an account does more work (a token stored, an email queued)
// than one for an unknown address, and the difference showed in the answer's time (18–20 ms against
// 11–12 ms). Every answer is held to the same floor, so its timing no longer tells them apart.
import { holdAnswer } from "~/lib/answer-floor.server";
import type { AuthHookContext } from "./auth-hooks.server";

/** Well above the work of either case, even on a busy two-core machine. */
export const RESET_ANSWER_MS = 250;

const startedAt = new WeakMap<object, number>();

/** Before the endpoint: when this request started (better-auth hands both hooks one context object). */
export function markResetStart(ctx: AuthHookContext) {
  startedAt.set(ctx.context, performance.now());
}

/** After the endpoint: waits out the rest of the floor. */
export async function holdResetAnswer(ctx: AuthHookContext) {
  const start = startedAt.get(ctx.context);
  if (start !== undefined) await holdAnswer(start, RESET_ANSWER_MS);
}
