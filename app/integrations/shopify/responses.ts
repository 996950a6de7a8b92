// zod shapes of the Storefront API answers softdrop reads; anything else in them is ignored.
import { z } from "zod";

const money = z.object({ amount: z.string(), currencyCode: z.string() });
const edges = <T extends z.ZodType>(node: T) => z.object({ edges: z.array(z.object({ node })) });
const pageInfo = z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() });

export const variantSchema = z.object({
  id: z.string(),
  title: z.string(),
  availableForSale: z.boolean(),
  price: money,
  selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
});

const productFields = {
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  productType: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  priceRange: z.object({ minVariantPrice: money }),
  images: edges(z.object({ url: z.string(), altText: z.string().nullable() })),
  variants: edges(variantSchema),
};

export const productCardSchema = z.object(productFields);
export type ShopifyProductCard = z.infer<typeof productCardSchema>;

export const productsSchema = z.object({
  products: z.object({ edges: z.array(z.object({ cursor: z.string(), node: productCardSchema })), pageInfo }),
});

export const productCursorsSchema = z.object({ products: z.object({ pageInfo }) });

/** A filter's values with their counts; `input` is the ProductFilter that value stands for, as JSON. */
const searchFilterSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.string(),
  values: z.array(z.object({ label: z.string(), count: z.number().int(), input: z.unknown() })),
});
export type ShopifySearchFilter = z.infer<typeof searchFilterSchema>;

export const searchProductsSchema = z.object({
  search: z.object({
    // A search for products only answers products; anything else (an empty node) is dropped.
    edges: z.array(z.object({ cursor: z.string(), node: z.unknown() })),
    pageInfo,
    productFilters: z.array(searchFilterSchema),
  }),
});

export const searchCursorsSchema = z.object({ search: z.object({ pageInfo }) });

export const productByHandleSchema = z.object({
  product: z
    .object({
      ...productFields,
      options: z.array(z.object({ name: z.string(), optionValues: z.array(z.object({ name: z.string() })) })),
    })
    .nullable(),
});
export type ShopifyProductDetail = NonNullable<z.infer<typeof productByHandleSchema>["product"]>;

export const productTypesSchema = z.object({ productTypes: edges(z.string()) });

export const sitemapSchema = z.object({
  products: z.object({
    edges: z.array(z.object({ node: z.object({ handle: z.string(), updatedAt: z.string() }) })),
    pageInfo,
  }),
});

export const variantsSchema = z.object({
  // A node that is not a variant (or no longer exists) comes back null or empty.
  nodes: z.array(
    variantSchema
      .extend({ product: z.object({ title: z.string(), handle: z.string() }) })
      .nullable()
      .catch(null),
  ),
});

export const cartCreateSchema = z.object({
  cartCreate: z
    .object({
      cart: z
        .object({
          id: z.string(),
          checkoutUrl: z.string().nullable(),
          totalQuantity: z.number(),
          cost: z.object({ totalAmount: money }),
          /** The codes sent, each with whether Shopify can use it on this cart. */
          discountCodes: z.array(z.object({ code: z.string(), applicable: z.boolean() })).default([]),
        })
        .nullable(),
      userErrors: z.array(z.object({ field: z.array(z.string()).nullable(), message: z.string() })),
    })
    .nullable(),
});

export const variantSkusSchema = z.object({
  products: z.object({
    edges: z.array(
      z.object({
        node: z.object({
          id: z.string(),
          title: z.string(),
          variants: edges(
            z.object({ id: z.string(), title: z.string(), sku: z.string().nullable(), availableForSale: z.boolean() }),
          ),
        }),
      }),
    ),
    pageInfo,
  }),
});
