// Variant B's server side of the cart drawer: the hand-off to the platform's checkout (the drawer's
// prices come from the quote, POST /cart/quote). The browser's body is validated; it holds no price.
import { z } from "zod";
import { selectHostedCheckout } from "~/commerce/index.server";
import type { HostedCheckout, Market } from "~/commerce";
import { log } from "~/lib/log.server";
import { MAX_CART_LINES, variantLineSchema } from "~/modules/quote";

const handoffBody = z.object({
  lines: z.array(variantLineSchema).min(1).max(MAX_CART_LINES),
  /** The shopper's discount code for the platform (Shopify's discounts, not ours). */
  discountCode: z.string().trim().max(64).optional(),
});

export type HostedResult<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

/** Validates a browser body, then runs one platform call; a platform failure answers 502. */
async function withHostedCheckout<S extends z.ZodType, T>(
  shape: S,
  body: unknown,
  run: (checkout: HostedCheckout, input: z.infer<S>) => Promise<T>,
): Promise<HostedResult<T>> {
  const parsed = shape.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, error: "Invalid cart" };
  const checkout = selectHostedCheckout();
  if (!checkout) throw new Response(null, { status: 404 });
  try {
    return { ok: true, value: await run(checkout, parsed.data) };
  } catch (error) {
    // The client already logged the partner's message with the operation name.
    log.warn({ err: error }, "hosted checkout call failed");
    return { ok: false, status: 502, error: error instanceof Error ? error.message : "Shopify call failed" };
  }
}

export function handOffHostedCart(
  body: unknown,
  market: Market = null,
): Promise<HostedResult<{ cartId: string; checkoutUrl: string; discountApplicable: boolean | null }>> {
  return withHostedCheckout(handoffBody, body, (checkout, input) =>
    checkout.createCheckout(input.lines, input.discountCode || null, market),
  );
}
