// The shapes of Printful's answers (parsed with zod) and of the bodies we send it.
import { z } from "zod";

export const envelope = <T extends z.ZodType>(result: T) =>
  z.object({
    code: z.number(),
    result,
    paging: z.object({ total: z.number(), offset: z.number(), limit: z.number() }).optional(),
  });

export const store = z.object({ id: z.number(), name: z.string() });

export const productSummary = z.object({
  id: z.number(),
  external_id: z.string().nullish(),
  name: z.string(),
  variants: z.number(),
  synced: z.number(),
  thumbnail_url: z.string().nullish(),
  is_ignored: z.boolean().default(false),
});

const file = z.object({
  type: z.string(),
  preview_url: z.string().nullish(),
  thumbnail_url: z.string().nullish(),
});

const syncVariant = z.object({
  id: z.number(),
  external_id: z.string().nullish(),
  sync_product_id: z.number(),
  name: z.string(),
  synced: z.boolean(),
  variant_id: z.number(),
  retail_price: z.string().regex(/^\d+(\.\d{1,2})?$/, "must be a decimal amount"),
  currency: z.string(),
  sku: z.string().nullish(),
  is_ignored: z.boolean().default(false),
  product: z.object({
    variant_id: z.number(),
    product_id: z.number(),
    image: z.string().nullish(),
    name: z.string(),
  }),
  files: z.array(file).default([]),
  size: z.string().nullish(),
  color: z.string().nullish(),
  availability_status: z.string(),
});

export const productDetail = z.object({
  sync_product: productSummary.extend({ description: z.string().nullish(), type: z.string().nullish() }),
  sync_variants: z.array(syncVariant),
});

export const order = z.object({
  id: z.number(),
  external_id: z.string().nullish(),
  status: z.string(),
  /** What Printful charges us; every field a decimal string, any may be absent (docs/partner-apis.md). */
  costs: z
    .object({
      currency: z.string(),
      subtotal: z.string().nullish(),
      discount: z.string().nullish(),
      shipping: z.string().nullish(),
      total: z.string().nullish(),
    })
    .partial()
    .nullish(),
  shipments: z
    .array(
      z.object({
        carrier: z.string().nullish(),
        service: z.string().nullish(),
        tracking_number: z.union([z.string(), z.number()]).transform(String),
        tracking_url: z.string().nullish(),
        ship_date: z.string().nullish(),
      }),
    )
    .default([]),
});

/** GET /products/{id}: a catalogue product's variants and what each costs (a decimal string). */
export const catalogProduct = z.object({
  variants: z.array(z.object({ id: z.number(), price: z.string().regex(/^\d+(\.\d{1,2})?$/) })),
});

/** The Mockup Generator's print files of a catalogue product: sizes per placement and variant. */
export const printfiles = z.object({
  printfiles: z.array(z.object({ printfile_id: z.number(), width: z.number(), height: z.number(), dpi: z.number() })),
  variant_printfiles: z.array(z.object({ variant_id: z.number(), placements: z.record(z.string(), z.number()) })),
});

/** v2 size tables (docs/partner-apis.md §10): every value a string, either `value` or `min_value` + `max_value`. */
export const sizeTables = z.object({
  size_tables: z.array(
    z.object({
      type: z.string(),
      unit: z.string(),
      description: z.string().nullish(),
      measurements: z.array(
        z.object({
          type_label: z.string(),
          unit: z.string().nullish(),
          values: z.array(
            z.object({
              size: z.string(),
              value: z.string().nullish(),
              min_value: z.string().nullish(),
              max_value: z.string().nullish(),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type PrintfulSizeTables = z.infer<typeof sizeTables>;

export const webhookConfig = z.object({ url: z.string().nullish(), types: z.array(z.string()).default([]) });

/** POST /shipping/rates: one option per method; the delivery days may be missing. */
export const shippingRate = z.object({
  id: z.string().min(1),
  name: z.string(),
  rate: z.string().regex(/^\d+(\.\d{1,2})?$/, "must be a decimal amount"),
  currency: z.string(),
  minDeliveryDays: z.number().int().nonnegative().nullish(),
  maxDeliveryDays: z.number().int().nonnegative().nullish(),
});
export type PrintfulShippingRate = z.infer<typeof shippingRate>;
export type PrintfulRatesInput = {
  recipient: { address1: string; city: string; country_code: string; state_code?: string; zip: string };
  items: { variant_id: string; quantity: number }[];
  currency: string;
};

/** What Printful needs to make and ship an order (docs/partner-apis.md). */
export type PrintfulOrderInput = {
  external_id: string;
  recipient: {
    name: string;
    address1: string;
    city: string;
    state_code?: string;
    country_code: string;
    zip: string;
    email: string;
  };
  /** A method id from /shipping/rates ("STANDARD", "EXPRESS"); absent: Printful's default. */
  shipping?: string;
  /** A synced item, or a personalised one: the catalogue variant with its own print files. */
  items: (
    | { sync_variant_id: number; quantity: number }
    | { variant_id: number; quantity: number; files: { type: string; url: string }[] }
  )[];
};

export type PrintfulOrder = z.infer<typeof order>;
export type PrintfulProductDetail = z.infer<typeof productDetail>;
