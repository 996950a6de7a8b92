// Ending an order nobody paid for: its payment with the provider first, then the order through the
// lifecycle. The expiry job and a checkout attempt that replaces an earlier one share it.
import { db, type Tx } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import { log } from "~/lib/log.server";
import { supersedableOrder, supersedeUnpaid } from "~/modules/order-lifecycle/index.server";
import { openPayment, providerNamed, type PickProvider } from "~/modules/payments/index.server";

type UnpaidOrder = { id: string };

/**
 * Ends an unpaid order. The payment is cancelled with the provider first: one that was paid after
 * all keeps its order (the payment's webhook or reconciliation marks it paid), and this answers
 * null. Then `cancel`, the lifecycle's conditional UPDATE, runs in a transaction, so a payment
 * landing at the same moment is never overwritten. Returns what `cancel` returned.
 */
export async function endUnpaidOrder<T>(
  order: UnpaidOrder,
  cancel: (tx: Tx) => Promise<T | null>,
  pick: PickProvider = providerNamed,
): Promise<T | null> {
  const open = await openPayment(order.id);
  if (open?.providerReference) {
    const outcome = await pick(open.provider).cancelPayment(open.providerReference);
    if (outcome === "succeeded") {
      log.warn({ order: order.id }, "an unpaid order was paid after all; left for the payment to settle");
      return null;
    }
  }
  return db.transaction(cancel);
}

/**
 * A browser starting a new checkout attempt sends the key of the one it held before (decision
 * 047): that attempt's order ends now if it is this customer's and still unpaid, and its promotion
 * use and drop units are free for the new order. Only the holder of the key knows it. A bad,
 * unknown, foreign or current key does nothing, and a provider that cannot cancel leaves the order
 * to expire as before: the new attempt goes on in every case. Returns the order cancelled, or null.
 */
export async function supersedeAttempt(
  input: { userId: string | null; guestEmail?: string | null; checkoutKey: string; previousCheckoutKey: string | null },
  pick: PickProvider = providerNamed,
) {
  const previous = input.previousCheckoutKey;
  if (!previous || previous === input.checkoutKey || !isUuid(previous) || !isUuid(input.checkoutKey)) return null;
  // A guest's earlier attempt is theirs by its email (decision 065).
  const customer = input.userId ?? (input.guestEmail ? { guestEmail: input.guestEmail } : null);
  if (!customer) return null;
  try {
    const order = await supersedableOrder(db, previous, customer);
    if (!order) return null;
    return await endUnpaidOrder(order, (tx) => supersedeUnpaid(tx, order.id, customer), pick);
  } catch (error) {
    log.warn({ err: error }, "the previous checkout attempt could not be ended; it expires as any unpaid order");
    return null;
  }
}
