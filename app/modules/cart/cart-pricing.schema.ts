// What the cart page may send to /cart/prices: which lines, never what they cost.
import { z } from "zod";
import { MAX_LINE_QUANTITY } from "./cart-store";

export const MAX_CART_LINES = 100;

export const cartPricingRequestSchema = z.object({
  lines: z
    .array(
      // Unknown keys (such as a price the browser kept) are stripped, so they cannot matter.
      z.object({
        productId: z.string().trim().min(1).max(100),
        size: z.string().max(60),
        color: z.string().max(60),
        quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
        /** A personalised line: its price includes the product's personalisation surcharge. */
        personalised: z.boolean().optional(),
      }),
    )
    .max(MAX_CART_LINES),
});

export type CartPricingRequest = z.infer<typeof cartPricingRequestSchema>;
