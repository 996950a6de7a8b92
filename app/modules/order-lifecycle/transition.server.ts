// Runs one event of the state table: the guard as the WHERE of one conditional UPDATE, the
// event row and the notes line, and the side effects, all in the caller's transaction.
import { sql, type SQL } from "drizzle-orm";
import { schema, type Tx } from "~/lib/db.server";
import { guardWhere } from "./guards.server";
import { lockedStatus, notesWith, recordOrderEvent, type NewOrderEvent } from "./order-events.server";
import { queueSideEffects, type OrderRow, type Parcel } from "./side-effects.server";
import { outcomeOf, sideEffectsOf, type OrderEvent } from "./transitions";

type Columns = Partial<Record<keyof OrderRow, unknown>>;

export type RunOptions = {
  actorId?: string | null;
  /** A guest acting through their order's link: the order must still be a guest order of this email. */
  guestEmail?: string | null;
  now?: Date;
  /** The history row this change writes (its fromStatus is read under the row lock); null for none. */
  record?: Omit<NewOrderEvent, "fromStatus"> | null;
  /** Other columns the change sets (tracking number, payment reference …). */
  set?: Columns;
  tracking?: Parcel[];
  /** Why the admin changed the status, told to the customer in the status email (e.g. a rejected print). */
  reason?: string;
  /** Whether the change's side effects are queued (a caller that queues its own passes false). */
  effects?: boolean;
};

/**
 * Applies `event` to one order if its guard holds, and returns the order as changed, or null when
 * the guard refused (another request won the race, or the order was never in that state).
 */
export async function runTransition(
  tx: Tx,
  orderId: string,
  event: OrderEvent,
  options: RunOptions = {},
): Promise<OrderRow | null> {
  const now = options.now ?? new Date();
  const record: NewOrderEvent | null = options.record
    ? { ...options.record, fromStatus: options.record.toStatus ? await lockedStatus(tx, orderId) : undefined }
    : null;
  const outcome = outcomeOf(event);
  const set: Record<string, unknown> = { ...options.set, ...outcome, updatedAt: sql`now()` };
  if (record) set.notes = notesWith(record) satisfies SQL;
  const [row] = await tx
    .update(schema.orders)
    .set(set)
    .where(guardWhere(event, { orderId, actorId: options.actorId, guestEmail: options.guestEmail, now }))
    .returning();
  if (!row) return null;
  if (record) await recordOrderEvent(tx, row.id, record);
  if (options.effects !== false) {
    await queueSideEffects(tx, sideEffectsOf(event, row), row, {
      actor: options.actorId ?? null,
      tracking: options.tracking,
      reason: options.reason,
    });
  }
  return row;
}
