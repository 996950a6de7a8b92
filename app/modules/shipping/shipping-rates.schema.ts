// The checkout's shipping-rates request (decision 046): the cart lines and the address typed so far.
import { z } from "zod";

const text = z.string().trim().max(200);

export const shippingRatesSchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z.string().trim().min(1).max(100),
        size: z.string().trim().min(1).max(60),
        color: z.string().trim().min(1).max(60),
        quantity: z.number().int().min(1).max(1000),
      }),
    )
    .min(1)
    .max(100),
  address: z.object({
    fullName: text.default(""),
    email: text.default(""),
    address: text.min(1),
    city: text.min(1),
    state: text.default(""),
    zipCode: text.min(1),
    country: text.min(2),
  }),
});
export type ShippingRatesRequest = z.infer<typeof shippingRatesSchema>;
export type ShippingRatesAddress = ShippingRatesRequest["address"];
export type ShippingRatesLine = ShippingRatesRequest["lines"][number];
