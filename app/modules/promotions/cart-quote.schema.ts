// What the cart and checkout send to /cart/promotion: the lines with quantities and the code typed.
import { z } from "zod";
import { MAX_CODE_LENGTH } from "./pricing";

export { MAX_CODE_LENGTH };

export const cartQuoteRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z.string().trim().min(1).max(100),
        size: z.string().max(60),
        color: z.string().max(60),
        quantity: z.number().int().min(1).max(99),
        /** A personalised line: its price includes the product's personalisation surcharge. */
        personalised: z.boolean().optional(),
      }),
    )
    .max(100),
  code: z.string().trim().max(MAX_CODE_LENGTH).optional().default(""),
});

export type CartQuoteRequest = z.infer<typeof cartQuoteRequestSchema>;

/** The server's figures for the cart under a code, as the browser shows them; one line per line sent, in order. */
export type CartQuote = {
  lines: { productId: string; size: string; color: string; discount: number; limited: boolean }[];
  subtotal: number;
  discount: number;
  shipping: number;
  shippingDiscount: number;
  total: number;
  notices: string[];
  appliedCode: string | null;
  applied: string[];
  refusal: string | null;
};
