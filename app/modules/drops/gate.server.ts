// The purchase gate: what the cart's prices and placeOrder ask before a drop's product is sold.
// Reservations are order state (decision record 042): units in orders that are not cancelled
// and whose payment was not declined (decision 055).
import { sql } from "drizzle-orm";
import type { Tx } from "~/lib/db.server";
import { customerOrdersSql, dropOrderLinesSql, type CustomerKey } from "~/modules/order-lifecycle/index.server";
import { isUuid } from "~/lib/ids";
import {
  dropPhase,
  ENDED_MESSAGE,
  NOT_YET_MESSAGE,
  perCustomerMessage,
  SOLD_OUT_MESSAGE,
  unitsLeft,
  type DropProductState,
} from "./drop-state";
import { dropRowsFor, governingStates, dropStatesFor } from "./drops.server";

/** Why a drop's product cannot be bought now, or null when it can (or is in no drop). */
export function refusalOf(state: DropProductState | undefined, now: number, countStock = true): string | null {
  if (!state) return null;
  const phase = dropPhase(state, now);
  if (phase === "upcoming") return NOT_YET_MESSAGE;
  if (phase === "ended") return state.afterEnd === "remove" ? ENDED_MESSAGE : null;
  return countStock && unitsLeft(state) === 0 ? SOLD_OUT_MESSAGE : null;
}

/** What the gate reads and writes of a line. */
type GatedLine = { productId: string; status: "ok" | "inactive" | "unavailable"; notice?: string | null };

/**
 * The quote's drop gate step: a line of a product whose drop has not launched, sold out or ended (and
 * left the shop) is not sellable, and says why in `notice`. Placing an order passes
 * `countStock: false`: it counts units under the lock itself, and a retried checkout's own order holds its units.
 */
export async function gateCartLines<Line extends GatedLine>(
  lines: Line[],
  options: { now?: number; countStock?: boolean } = {},
): Promise<Line[]> {
  const now = options.now ?? Date.now();
  const ids = [...new Set(lines.filter((line) => line.status === "ok").map((line) => line.productId))];
  if (!ids.length) return lines;
  const states = await dropStatesFor({ productIds: ids.filter(isUuid) }, now);
  if (!states.size) return lines;
  return lines.map((line) => {
    if (line.status !== "ok") return line;
    const notice = refusalOf(states.get(line.productId), now, options.countStock ?? true);
    if (!notice) return line;
    return { ...line, status: notice === ENDED_MESSAGE ? "inactive" : "unavailable", notice } as Line;
  });
}

/**
 * Placing an order locks its products' drop rows first (FOR UPDATE, in one order), before it
 * looks for the order of its own checkout key: a retry racing its first attempt then sees that
 * order, and never counts its units twice.
 */
export async function lockDropRows(tx: Tx, productIds: string[]): Promise<void> {
  await dropRowsFor(tx, { productIds: [...new Set(productIds)] }, true);
}

export type Reservation = { ok: true; dropIds: Map<string, string> } | { ok: false; message: string };

/**
 * placeOrder's hook, in its transaction, after the order row is written and before its lines:
 * locks the drop_products rows of the lines' products (FOR UPDATE, in one order so two checkouts
 * never deadlock), counts the units taken under the lock and refuses when the lines would pass
 * the edition or the customer's limit. Two shoppers racing for the last unit: the second waits for
 * the first's commit, then counts its unit and is refused. Returns the drop of each product sold
 * in a live drop, for order_items.drop_id.
 */
export async function reserveDropUnits(
  tx: Tx,
  customer: CustomerKey,
  lines: { productId: string; quantity: number }[],
  now = Date.now(),
): Promise<Reservation> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  // Lock first, count after: a statement that waited for a lock still reads with the snapshot it
  // started with, so the units taken are read by a second statement, after the lock is held.
  await dropRowsFor(tx, { productIds: ids }, true);
  const states = governingStates(await dropRowsFor(tx, { productIds: ids }));
  const dropIds = new Map<string, string>();
  for (const productId of ids) {
    const state = states.get(productId);
    if (!state) continue;
    const phase = dropPhase(state, now);
    if (phase === "upcoming") return { ok: false, message: NOT_YET_MESSAGE };
    if (phase === "ended") {
      if (state.afterEnd === "remove") return { ok: false, message: ENDED_MESSAGE };
      continue;
    }
    const wanted = lines.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.quantity, 0);
    const left = unitsLeft(state);
    if (left !== null && wanted > left) {
      return { ok: false, message: left === 0 ? SOLD_OUT_MESSAGE : `Only ${left} left in this drop` };
    }
    if (state.perCustomerLimit !== null) {
      const held = await customerHolds(tx, customer, state.dropId, productId);
      if (held + wanted > state.perCustomerLimit)
        return { ok: false, message: perCustomerMessage(state.perCustomerLimit) };
    }
    dropIds.set(productId, state.dropId);
  }
  return { ok: true, dropIds };
}

/** Units of the product the customer holds in the drop: by account, and by email for guests (decision 065). */
async function customerHolds(tx: Tx, customer: CustomerKey, dropId: string, productId: string) {
  const mine = customerOrdersSql(customer, { userId: sql`l.user_id`, guestEmail: sql`l.guest_email` });
  const result = (await tx.execute(sql`
    select coalesce(sum(l.quantity), 0)::int as held
    from ${dropOrderLinesSql} l
    where l.drop_id = ${dropId} and l.product_id = ${productId} and ${mine}
      and l.status <> 'cancelled' and l.payment_status <> 'failed'`)) as unknown as {
    rows: { held: number | string }[];
  };
  return Number(result.rows[0]?.held ?? 0);
}
