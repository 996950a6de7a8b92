// Turns a cart into an order: quoted once (decision 050), written once per checkout attempt.
import type { Presentment } from "~/lib/currencies";
import { eq } from "drizzle-orm";
import { db, schema, type Tx } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import { lockDropRows, reserveDropUnits } from "~/modules/drops/index.server";
import {
  correctUnpaidAddress,
  reopenDeclinedPayment,
  createOrder,
  findOrderOfAttempt,
  issueOrderLink,
  type CustomerKey,
  type NewOrderItem,
  type OrderRow,
} from "~/modules/order-lifecycle/index.server";
import { mergeCartLines, type CartLine } from "~/modules/quote";
import {
  CART_CHANGED,
  quoteOrder,
  recheckUnderLock,
  type Quote,
  type QuoteContext,
} from "~/modules/quote/index.server";
import { formatEstimate } from "~/modules/shipping";
import type { CheckoutFailureKind } from "./checkout-failure";
import { scheduleCheckoutReminder } from "./checkout-reminder.server";
import type { ShippingInput } from "./checkout.schema";

/** A checkout the customer can act on; its kind, not its text, chooses the toast. */
export class CheckoutError extends Error {
  override name = "CheckoutError";
  /** The browser's checkout key can never succeed again: it should start a new attempt. */
  readonly restartAttempt: boolean;
  readonly kind: Extract<CheckoutFailureKind, "validation" | "conflict">;
  constructor(
    message: string,
    options: { restartAttempt?: boolean; kind?: Extract<CheckoutFailureKind, "validation" | "conflict"> } = {},
  ) {
    super(message);
    this.restartAttempt = options.restartAttempt ?? false;
    this.kind = options.kind ?? "conflict";
  }
}

export type PlacedOrder = OrderRow;

export type PlaceOrderInput = {
  /** The signed-in customer's account, or null for a guest (decision 065). */
  userId: string | null;
  /** A guest's email, lower-cased: the order is theirs by it, and gets a private link. */
  guestEmail?: string | null;
  /** Whom the drops' and codes' per-customer limits count (decision 065); the account alone by default. */
  limitsBy?: CustomerKey;
  checkoutKey: string;
  lines: CartLine[];
  shipping: ShippingInput;
  /** The promotion code the shopper entered, if any; checked again here (decision 044). */
  promotionCode?: string | null;
  /** The shipping option the shopper chose (decision 046); re-quoted here, the cheapest if unknown. */
  shippingMethod?: string | null;
  /** The shopper's currency when not the shop's (decision 071): the order is priced and charged in it. */
  currency?: Presentment | null;
};

export type Placed = { order: PlacedOrder; created: boolean };

const UNIDENTIFIED = "This checkout could not be identified, please try again";

/**
 * Writes the order and its items in one transaction, as pending and unpaid. Idempotent per
 * checkoutKey: a doubled, retried or concurrent submit gets the order the first one made.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<Placed> {
  return placeOrderThen(input, async (_tx, placed) => placed);
}

/** The quote's first refusal as the checkout answers it; a line the catalogue no longer matches is a conflict. */
function refuse(quote: Quote) {
  const refusal = quote.refusals[0];
  if (!refusal) return;
  throw new CheckoutError(refusal.text, { kind: refusal.kind === "line" ? "conflict" : "validation" });
}

/**
 * placeOrder, then `andThen` in the same transaction on the order placed (or found), before
 * anything commits: what the sandbox's payment needs, one BEGIN … COMMIT instead of two. The
 * quote (partner shipping calls included) is made outside the transaction; inside it, only writes
 * under the promotion's and the drops' locks.
 */
export async function placeOrderThen<T>(
  input: PlaceOrderInput,
  andThen: (tx: Tx, placed: Placed) => Promise<T>,
): Promise<T> {
  if (!isUuid(input.checkoutKey)) throw new CheckoutError(UNIDENTIFIED, { restartAttempt: true });
  const context: QuoteContext = {
    customerId: limitsOf(input).userId ?? null,
    customerEmail: limitsOf(input).email,
    code: input.promotionCode,
    address: input.shipping,
    shippingMethod: input.shippingMethod,
    placing: { checkoutKey: input.checkoutKey },
    currency: input.currency ?? null,
  };
  const quote = await quoteOrder(mergeCartLines(input.lines), context);
  refuse(quote);
  return db.transaction(async (tx) => andThen(tx, await writeOrder(tx, input, quote, context)));
}

const limitsOf = (input: PlaceOrderInput): CustomerKey => input.limitsBy ?? { userId: input.userId };

async function writeOrder(tx: Tx, input: PlaceOrderInput, quote: Quote, context: QuoteContext): Promise<Placed> {
  // Promotions (decision 044): the code's row is locked until this transaction ends.
  const changed = await recheckUnderLock(tx, quote, context);
  if (changed) throw new CheckoutError(changed, { kind: changed === CART_CHANGED ? "conflict" : "validation" });
  // Drops (decision 042): their rows are locked before this attempt looks for its own order.
  await lockDropRows(
    tx,
    quote.lines.map((line) => line.productId),
  );
  const existing = await orderOfAttempt(tx, input);
  if (existing) return retried(tx, input, quote, existing);
  const reserved = await reserveDropUnits(tx, limitsOf(input), quote.lines);
  if (!reserved.ok) throw new CheckoutError(reserved.message);
  const order = await createOrder(tx, orderOf(input, quote, context), itemsOf(quote, reserved.dropIds));
  if (order && input.guestEmail) await issueOrderLink(tx, order.id);
  if (order) await scheduleCheckoutReminder(tx, order.id);
  if (order) return { order, created: true };
  // A first attempt committed between the look and the insert: answer as a retry of it.
  const first = await orderOfAttempt(tx, input);
  if (!first) throw new CheckoutError(UNIDENTIFIED, { restartAttempt: true });
  return retried(tx, input, quote, first);
}

function orderOf(input: PlaceOrderInput, quote: Quote, context: QuoteContext) {
  const chosen = quote.shipping.chosen!;
  return {
    userId: input.userId,
    guestEmail: input.userId ? null : (input.guestEmail ?? null),
    subtotalAmount: quote.totals.subtotal,
    shippingAmount: quote.totals.shipping,
    discountAmount: quote.totals.discount,
    shippingDiscountAmount: quote.totals.shippingDiscount,
    promotionId: quote.promotion.promotionId,
    shippingMethod: chosen.name,
    shippingEstimate: formatEstimate(chosen),
    shippingParts: Object.keys(chosen.parts).length ? chosen.parts : null,
    ...taxOf(quote),
    totalAmount: quote.totals.total,
    currency: quote.currencyCode,
    exchangeRate: context.currency?.rate ?? null,
    shippingAddress: input.shipping,
    checkoutKey: input.checkoutKey,
  };
}

/** The order's tax as the quote computed it (decision 064); nothing with TAX=none. */
function taxOf({ tax }: Quote) {
  if (!tax) return {};
  return {
    taxAmount: tax.amount,
    shippingTaxAmount: tax.shipping.amount,
    taxIncluded: tax.included,
    taxLabel: tax.amount > 0 ? (tax.included ? tax.name : tax.label) : null,
    taxCalculationId: tax.calculationId,
  };
}

function itemsOf(quote: Quote, dropIds: Map<string, string>): NewOrderItem[] {
  return quote.lines.map((line, index) => ({
    ...lineTaxOf(quote, index),
    productId: line.productId,
    variantId: line.variantId,
    quantity: line.quantity,
    price: line.unitPrice!,
    size: line.size,
    color: line.color,
    personalisation: line.personalisation,
    discountAmount: line.discount,
    unitCost: line.unitCost,
    dropId: dropIds.get(line.productId),
  }));
}

function lineTaxOf({ tax }: Quote, index: number) {
  const line = tax?.lines[index];
  if (!line?.amount) return {};
  return { taxAmount: line.amount, taxRate: line.rate, taxJurisdiction: line.jurisdiction };
}

async function orderOfAttempt(tx: Tx, input: PlaceOrderInput) {
  const order = await findOrderOfAttempt(tx, input.checkoutKey);
  const theirs = order && order.userId === input.userId && (input.userId || order.guestEmail === input.guestEmail);
  if (order && !theirs) throw new CheckoutError(UNIDENTIFIED, { restartAttempt: true });
  return order ?? null;
}

/** The same lines, whatever their order: what a retried checkout key must still be buying. */
type LineFacts = { productId: string; size: string | null; color: string | null; quantity: number; price: number };
const signature = (lines: (LineFacts & { personalisation: unknown })[]) =>
  lines
    .map((line) =>
      JSON.stringify([line.productId, line.size, line.color, line.quantity, line.price, line.personalisation ?? null]),
    )
    .sort()
    .join("\n");

/** A retry pays for what it was first placed with: the same lines, not merely the same total. */
async function retried(tx: Tx, input: PlaceOrderInput, quote: Quote, existing: PlacedOrder): Promise<Placed> {
  const stored = await tx.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, existing.id));
  const quoted = quote.lines.map((line) => ({ ...line, price: line.unitPrice! }));
  if (existing.totalAmount !== quote.totals.total || signature(stored) !== signature(quoted)) {
    throw new CheckoutError(CART_CHANGED, { restartAttempt: true });
  }
  // A declined order held nothing since (decision 055): paying again takes its units back under the
  // drop rows' lock, or is refused like a new order would be.
  if (existing.paymentStatus === "failed" && existing.status === "pending") {
    const reserved = await reserveDropUnits(tx, limitsOf(input), quote.lines);
    if (!reserved.ok) throw new CheckoutError(reserved.message);
    await reopenDeclinedPayment(tx, existing.id);
  }
  // A retry after a failed payment may correct the address; a paid order keeps the one it was paid with.
  const updated = await correctUnpaidAddress(tx, existing.id, input.shipping);
  return { order: updated ?? existing, created: false };
}
