// The Shopify catalogue (spec Variant B): products, product types and the hosted checkout,
// read from the Storefront API through our one Shopify client.
import type {
  CommerceCatalog,
  HostedCheckout,
  HostedCheckoutLine,
  Market,
  PricedVariant,
  ProductListPage,
  ProductListQuery,
  SitemapEntry,
} from "~/commerce/types";
import {
  PRODUCT_BY_HANDLE_QUERY,
  PRODUCT_CURSORS_QUERY,
  PRODUCT_TYPES_QUERY,
  PRODUCTS_QUERY,
  SEARCH_CURSORS_QUERY,
  SEARCH_PRODUCTS_QUERY,
  SITEMAP_QUERY,
  VARIANTS_QUERY,
} from "~/integrations/shopify/queries";
import {
  productByHandleSchema,
  productCursorsSchema,
  productCardSchema,
  productsSchema,
  productTypesSchema,
  searchCursorsSchema,
  searchProductsSchema,
  sitemapSchema,
  variantsSchema,
} from "~/integrations/shopify/responses";
import type { ShopifyClient } from "~/integrations/shopify/storefront-client.server";
import { createCursorTrails, listVariables, MAX_PAGE } from "./listing";
import { toDetail, toMoney, toSummary } from "./mapping";
import { inMarket, marketCountry } from "./market";
import { hasFilters, productFilters, searchVariables, toFacets, unfilteredVariables } from "./search";

export const SHOPIFY_PAGE_SIZE = 20;
/** Shopify's largest page; the sitemap stops after this many pages of it. */
const SITEMAP_PAGE = 250;
const SITEMAP_PAGES = 8;
export const CHECKOUT_CHANNEL = "online_store";

type Search = (variables: Record<string, unknown>) => ReturnType<typeof searchProducts>;

const searchProducts = (client: ShopifyClient, variables: Record<string, unknown>) =>
  client.request("SearchProducts", SEARCH_PRODUCTS_QUERY, variables, searchProductsSchema);

/** The unfiltered listing: Shopify's products query, which sorts by best sellers and newest too. */
function productsPager(client: ShopifyClient) {
  const cursors = createCursorTrails(
    async (variables) =>
      (await client.request("ProductCursors", PRODUCT_CURSORS_QUERY, variables, productCursorsSchema)).products
        .pageInfo,
  );
  return async (query: ProductListQuery, pageSize: number, page: number, market?: Market): Promise<ProductListPage> => {
    const variables = listVariables(query, pageSize);
    const after = await cursors.startOf(variables, page);
    if (after === null) {
      return { products: [], total: null, page, pageSize, pageCount: cursors.lastPageOf(variables) ?? 1 };
    }
    const { products } = await client.request(
      "Products",
      PRODUCTS_QUERY,
      { ...variables, ...(after ? { after } : {}), ...inMarket(market) },
      productsSchema,
    );
    cursors.learn(variables, page, products.pageInfo);
    return {
      products: products.edges.map((edge) => toSummary(edge.node)),
      total: null,
      page,
      pageSize,
      // Only "is there a next page" is known, which is all the previous/next links need.
      pageCount: products.pageInfo.hasNextPage && page < MAX_PAGE ? page + 1 : page,
    };
  };
}

/** A filtered listing from search; the unfiltered view's filters name every option first. */
function searchPager(client: ShopifyClient, search: Search) {
  const searchCursors = createCursorTrails(
    async (variables) =>
      (await client.request("SearchCursors", SEARCH_CURSORS_QUERY, variables, searchCursorsSchema)).search.pageInfo,
  );
  return async (query: ProductListQuery, pageSize: number, page: number, market?: Market): Promise<ProductListPage> => {
    const offered = (await search(unfilteredVariables(query))).search.productFilters;
    const variables = searchVariables(query, pageSize, productFilters(query, offered));
    const after = await searchCursors.startOf(variables, page);
    const facets = query.facets ? { facets: toFacets(offered, []) } : {};
    if (after === null) {
      return {
        products: [],
        total: null,
        page,
        pageSize,
        pageCount: searchCursors.lastPageOf(variables) ?? 1,
        ...facets,
      };
    }
    const found = (await search({ ...variables, ...(after ? { after } : {}), ...inMarket(market) })).search;
    searchCursors.learn(variables, page, found.pageInfo);
    const products = found.edges.flatMap((edge) => {
      const card = productCardSchema.safeParse(edge.node);
      return card.success ? [toSummary(card.data)] : [];
    });
    return {
      products,
      total: null,
      page,
      pageSize,
      pageCount: found.pageInfo.hasNextPage && page < MAX_PAGE ? page + 1 : page,
      ...(query.facets ? { facets: toFacets(offered, found.productFilters) } : {}),
    };
  };
}

function productListing(client: ShopifyClient) {
  const productsPage = productsPager(client);
  const search: Search = (variables) => searchProducts(client, variables);
  const searchPage = searchPager(client, search);
  return async function listProducts(query: ProductListQuery, market?: Market): Promise<ProductListPage> {
    const pageSize = query.pageSize ?? SHOPIFY_PAGE_SIZE;
    const page = Math.min(MAX_PAGE, Math.max(1, query.page ?? 1));
    if (hasFilters(query)) return searchPage(query, pageSize, page, market);
    const [listing, offered] = await Promise.all([
      productsPage(query, pageSize, page, market),
      query.facets ? search(unfilteredVariables(query)) : null,
    ]);
    if (!offered) return listing;
    const filters = offered.search.productFilters;
    return { ...listing, facets: toFacets(filters, filters) };
  };
}

function shopifyHostedCheckout(client: ShopifyClient): HostedCheckout {
  return {
    async priceVariants(variantIds, market): Promise<PricedVariant[]> {
      if (variantIds.length === 0) return [];
      const { nodes } = await client.request(
        "CartVariants",
        VARIANTS_QUERY,
        { ids: variantIds, ...inMarket(market) },
        variantsSchema,
      );
      return variantIds.map((variantId, i) => {
        const node = nodes[i];
        if (!node || node.id !== variantId) return { variantId, status: "gone", price: null, title: null };
        return {
          variantId,
          status: node.availableForSale ? "ok" : "unavailable",
          price: toMoney(node.price),
          title: node.product.title,
          handle: node.product.handle,
        };
      });
    },

    async createCheckout(lines: HostedCheckoutLine[], discountCode?: string | null, market?: Market) {
      // Shopify owns its discounts: the code goes in cartCreate's discountCodes, Shopify decides.
      const cart = await client.createCart(
        lines.map((line) => ({ merchandiseId: line.variantId, quantity: line.quantity })),
        discountCode ? [discountCode] : [],
        marketCountry(market),
      );
      const url = new URL(cart.checkoutUrl);
      url.searchParams.set("channel", CHECKOUT_CHANNEL);
      const sent = discountCode?.toLowerCase();
      const discountApplicable = sent
        ? cart.discountCodes.some((code) => code.code.toLowerCase() === sent && code.applicable)
        : null;
      return { cartId: cart.id, checkoutUrl: url.toString(), discountApplicable };
    },
  };
}

async function listSitemapEntries(client: ShopifyClient) {
  const entries: SitemapEntry[] = [];
  let after: string | undefined;
  for (let page = 0; page < SITEMAP_PAGES; page++) {
    const { products } = await client.request(
      "SitemapProducts",
      SITEMAP_QUERY,
      { first: SITEMAP_PAGE, ...(after ? { after } : {}) },
      sitemapSchema,
    );
    entries.push(...products.edges.map((edge) => edge.node));
    if (!products.pageInfo.hasNextPage || !products.pageInfo.endCursor) break;
    after = products.pageInfo.endCursor;
  }
  return entries;
}

export function createShopifyCatalog(client: ShopifyClient): CommerceCatalog & { hostedCheckout: HostedCheckout } {
  const listProducts = productListing(client);
  const hostedCheckout = shopifyHostedCheckout(client);

  return {
    listProducts,

    async getProduct(idOrHandle, market) {
      // A product id as Shopify writes it (a review request names a webhook line's product so).
      const variables = /^gid:\/\/shopify\/Product\/\d+$/.test(idOrHandle)
        ? { id: idOrHandle }
        : { handle: idOrHandle };
      const { product } = await client.request(
        "ProductByHandle",
        PRODUCT_BY_HANDLE_QUERY,
        { ...variables, ...inMarket(market) },
        productByHandleSchema,
      );
      return product ? toDetail(product) : null;
    },

    async listCategories() {
      const { productTypes } = await client.request(
        "ProductTypes",
        PRODUCT_TYPES_QUERY,
        { first: 250 },
        productTypesSchema,
      );
      return productTypes.edges
        .map((edge) => edge.node.trim())
        .filter(Boolean)
        .sort((a, b) => a.localeCompare(b));
    },

    // The drawer's lines name Shopify's variants; a line without one (a native cart's product,
    // size and colour) is nothing this shop sells.
    async priceCartLines(lines, market) {
      const ids = lines.flatMap((line) => (line.variantId ? [line.variantId] : []));
      const priced = new Map(
        (await hostedCheckout.priceVariants(ids, market)).map((variant) => [variant.variantId, variant]),
      );
      return lines.map((line) => {
        const variant = line.variantId ? priced.get(line.variantId) : undefined;
        const gone = !variant || variant.status === "gone";
        return {
          ...line,
          status: gone ? "inactive" : variant.status === "ok" ? "ok" : "unavailable",
          unitPrice: gone ? null : variant.price,
          variantId: line.variantId ?? null,
          name: variant?.title ?? null,
          handle: variant?.handle ?? null,
          image: null,
        };
      });
    },

    listSitemapEntries: () => listSitemapEntries(client),

    hostedCheckout,
  };
}
