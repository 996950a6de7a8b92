// Shopify mode's purchase gate: before the cart is handed off to the platform's checkout, a
// variant of a product in a drop that has not launched (or has ended and left the shop) is refused.
import { z } from "zod";
import { selectHostedCheckout } from "~/commerce/index.server";
import { log } from "~/lib/log.server";
import { dropStatesFor } from "./drops.server";
import { refusalOf } from "./gate.server";

const handoffLines = z.object({ lines: z.array(z.object({ variantId: z.string().min(1).max(200) })).max(100) });

/**
 * The refusal of a hand-off body ('This product is not available yet', 'This drop has ended'),
 * or null to let it through. The drop is chosen by the product's handle, read from the platform
 * with the variants' prices. A body the hand-off itself rejects, or a platform that does not
 * answer, is left to the hand-off. Edition sizes are the platform's inventory, not counted here.
 */
export async function refuseHostedHandoff(body: unknown, now = Date.now()): Promise<string | null> {
  const parsed = handoffLines.safeParse(body);
  const checkout = selectHostedCheckout();
  if (!parsed.success || !checkout || !parsed.data.lines.length) return null;
  const priced = await checkout
    .priceVariants([...new Set(parsed.data.lines.map((line) => line.variantId))])
    .catch((error: unknown) => {
      log.warn({ err: error }, "drop gate: variant handles not read");
      return [];
    });
  const handles = [...new Set(priced.flatMap((variant) => (variant.handle ? [variant.handle] : [])))];
  if (!handles.length) return null;
  const states = await dropStatesFor({ handles }, now);
  for (const handle of handles) {
    const refusal = refusalOf(states.get(handle), now, false);
    if (refusal) return refusal;
  }
  return null;
}
