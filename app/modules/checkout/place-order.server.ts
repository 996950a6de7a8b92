// Turns a cart into an order: re-priced through the commerce port, written once per checkout attempt.
import { eq } from "drizzle-orm";
import { db, schema, type Tx } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import { catalog } from "~/modules/catalog/index.server";
import { gateCartLines, reserveDropUnits } from "~/modules/drops/index.server";
import { correctUnpaidAddress, recordPlaced, reopenDeclinedPayment } from "~/modules/order-lifecycle/index.server";
import { checkLinePersonalisations, PersonalisationRefused } from "~/modules/personalisation/index.server";
import { quotePromotion } from "~/modules/promotions/index.server";
import { cheapestOption, chooseOption, formatEstimate } from "~/modules/shipping";
import { quoteShipping } from "~/modules/shipping/index.server";
import type { CheckoutFailureKind } from "./checkout-failure";
import { mergeCheckoutLines, type CheckoutLine, type ShippingInput } from "./checkout.schema";

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

export type PlacedOrder = typeof schema.orders.$inferSelect;

type PricedLine = {
  productId: string;
  variantId: string | null;
  quantity: number;
  price: number;
  size: string;
  color: string;
  /** A personalised line's checked choices; its price includes the product's surcharge. */
  personalisation: schema.LinePersonalisation | null;
  name: string;
};

/**
 * Prices every line through the commerce port, the same path the cart page's prices take; a
 * price the browser sent never reaches this far. Lines arrive merged per size and colour.
 */
export async function priceLines(lines: CheckoutLine[]): Promise<PricedLine[]> {
  if (lines.length === 0) throw new CheckoutError("Your cart is empty", { kind: "validation" });
  // Drops: a product not launched yet, sold out or ended is refused with the drop's reason.
  const priced = await gateCartLines(await catalog.priceCartLines(lines), { countStock: false });
  const personalised = await personalise(priced, lines);
  return priced.map((line, index) => {
    if (line.notice) throw new CheckoutError(line.notice);
    const label = `${line.name ?? "An item in your cart"} (${line.size} / ${line.color})`;
    if (line.status === "inactive") throw new CheckoutError(`${label} is no longer available`);
    if (line.status === "unavailable") {
      throw new CheckoutError(line.variantId ? `${label} is out of stock` : `${label} is not an option we sell`);
    }
    return {
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      price: line.unitPrice!.amount + personalised[index]!.surcharge,
      size: line.size,
      color: line.color,
      personalisation: personalised[index]!.personalisation,
      name: line.name ?? "An item in your cart",
    };
  });
}

/** The personalisation module's check of every line (decision 043), as a checkout refusal. */
async function personalise(priced: { productId: string; name: string | null }[], lines: CheckoutLine[]) {
  try {
    return await checkLinePersonalisations(
      priced.map((line, index) => ({
        productId: line.productId,
        name: line.name ?? "An item in your cart",
        personalisation: lines[index]?.personalisation,
      })),
    );
  } catch (error) {
    if (error instanceof PersonalisationRefused) throw new CheckoutError(error.message, { kind: "validation" });
    throw error;
  }
}

/** The same lines, whatever their order: what a retried checkout key must still be buying. */
type LineFacts = Pick<PricedLine, "productId" | "quantity" | "price" | "personalisation"> & {
  size: string | null;
  color: string | null;
};
const sameLines = (a: LineFacts[], b: LineFacts[]) => {
  const signature = (lines: LineFacts[]) =>
    lines
      .map((line) =>
        JSON.stringify([
          line.productId,
          line.size,
          line.color,
          line.quantity,
          line.price,
          line.personalisation ?? null,
        ]),
      )
      .sort()
      .join("\n");
  return signature(a) === signature(b);
};

export type PlaceOrderInput = {
  userId: string;
  checkoutKey: string;
  lines: CheckoutLine[];
  shipping: ShippingInput;
  /** The promotion code the shopper entered, if any; checked again here (decision 044). */
  promotionCode?: string | null;
  /** The shipping option the shopper chose (decision 046); re-quoted here, the cheapest if unknown. */
  shippingMethod?: string | null;
};

export type Placed = { order: PlacedOrder; created: boolean };

/**
 * Writes the order and its items in one transaction, as pending and unpaid. Idempotent per
 * checkoutKey: a doubled, retried or concurrent submit gets the order the first one made.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<Placed> {
  return placeOrderThen(input, async (_tx, placed) => placed);
}

/**
 * placeOrder, then `andThen` in the same transaction on the order placed (or found), before
 * anything commits: what the sandbox's payment needs, one BEGIN … COMMIT instead of two.
 */
export async function placeOrderThen<T>(
  input: PlaceOrderInput,
  andThen: (tx: Tx, placed: Placed) => Promise<T>,
): Promise<T> {
  if (!isUuid(input.checkoutKey))
    throw new CheckoutError("This checkout could not be identified, please try again", { restartAttempt: true });
  const lines = await priceLines(mergeCheckoutLines(input.lines));
  const shipping = await chooseShipping(input, lines);
  return db.transaction(async (tx) => andThen(tx, await writeOrder(tx, input, lines, shipping)));
}

/** Shipping (decision 046): quoted again here, never a price from the browser; partner calls stay outside the transaction. */
async function chooseShipping(input: PlaceOrderInput, lines: PricedLine[]) {
  const quote = await quoteShipping(lines, input.shipping);
  const chosen = chooseOption(quote, input.shippingMethod);
  return { chosen, cheapest: cheapestOption(quote) };
}

async function writeOrder(
  tx: Tx,
  input: PlaceOrderInput,
  lines: PricedLine[],
  shipping: Awaited<ReturnType<typeof chooseShipping>>,
): Promise<Placed> {
  // Promotions (decision 044): the code's row is locked until this transaction ends, so its uses
  // are counted one order at a time; a refused code stops the order before anything is paid.
  const quote = await quotePromotion(tx, {
    code: input.promotionCode,
    userId: input.userId,
    lines: lines.map((line) => ({ ...line, unitPrice: line.price })),
    shipping: shipping.chosen.priceCents,
    cheapestShipping: shipping.cheapest.priceCents,
    placing: { checkoutKey: input.checkoutKey },
  });
  if (quote.refusal) throw new CheckoutError(quote.refusal, { kind: "validation" });
  const subtotal = quote.subtotal;
  const total = quote.total;
  // The unique checkout_key settles races: a second insert waits for the first and then does nothing.
  const [inserted] = await tx
    .insert(schema.orders)
    .values({
      userId: input.userId,
      status: "pending",
      paymentStatus: "unpaid",
      subtotalAmount: subtotal,
      shippingAmount: shipping.chosen.priceCents,
      discountAmount: quote.discount,
      shippingDiscountAmount: quote.shippingDiscount,
      promotionId: quote.promotionId,
      shippingMethod: shipping.chosen.name,
      shippingEstimate: formatEstimate(shipping.chosen),
      shippingParts: Object.keys(shipping.chosen.parts).length ? shipping.chosen.parts : null,
      totalAmount: total,
      currency: "USD",
      shippingAddress: input.shipping,
      checkoutKey: input.checkoutKey,
    })
    .onConflictDoNothing({ target: schema.orders.checkoutKey })
    .returning();
  if (inserted) {
    // Drops: reserve the units under the drop rows' lock, or refuse before anything is paid.
    const reserved = await reserveDropUnits(tx, input.userId, lines);
    if (!reserved.ok) throw new CheckoutError(reserved.message);
    await tx.insert(schema.orderItems).values(
      lines.map(({ name: _name, ...line }, index) => ({
        orderId: inserted.id,
        ...line,
        discountAmount: quote.lines[index]!.discount,
        unitCost: quote.lineCosts[index] ?? null,
        dropId: reserved.dropIds.get(line.productId),
      })),
    );
    await recordPlaced(tx, inserted);
    return { order: inserted, created: true };
  }
  const [existing] = await tx.select().from(schema.orders).where(eq(schema.orders.checkoutKey, input.checkoutKey));
  if (!existing || existing.userId !== input.userId) {
    throw new CheckoutError("This checkout could not be identified, please try again", { restartAttempt: true });
  }
  const existingLines = await tx.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, existing.id));
  // A retry pays for what it was first placed with: the same lines, not merely the same total.
  if (existing.totalAmount !== total || !sameLines(existingLines, lines)) {
    throw new CheckoutError("Your cart changed during checkout, please review it and try again", {
      restartAttempt: true,
    });
  }
  // A declined order held nothing since (decision 055): paying again takes its units back under the
  // drop rows' lock, or is refused like a new order would be.
  if (existing.paymentStatus === "failed" && existing.status === "pending") {
    const reserved = await reserveDropUnits(tx, input.userId, lines);
    if (!reserved.ok) throw new CheckoutError(reserved.message);
    await reopenDeclinedPayment(tx, existing.id);
  }
  // A retry after a failed payment may correct the address; a paid order keeps the one it was paid with.
  const updated = await correctUnpaidAddress(tx, existing.id, input.shipping);
  return { order: updated ?? existing, created: false };
}
