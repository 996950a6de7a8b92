// A local fake of the Shopify Storefront API 2025-07 (docs/partner-apis.md): queries run with graphql-js
// against the real published schema, resolved over a fixture catalogue, with switches for the
// failures SPEC section 8 names.
import { createRequire } from "node:module";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { buildClientSchema, graphql, Kind, parse, type GraphQLSchema, type IntrospectionQuery } from "graphql";
import { createFakeAdmin, FAKE_SHOPIFY_ADMIN_TOKEN } from "./shopify-admin";
import { fixtureCatalogue, type FakeShopifyProduct, type FakeShopifyVariant } from "./shopify-catalogue";
import { productMeets, searchFilters } from "./shopify-search";

export const FAKE_SHOPIFY_TOKEN = "fake-storefront-token";
export const FAKE_SHOPIFY_DOMAIN = "softdrop-test.myshopify.com";

let schema: GraphQLSchema | undefined;
/** The 2025-07 Storefront schema as Shopify publishes it (hydrogen-react 2025.7.x). */
export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const require = createRequire(import.meta.url);
    const introspection = require("@shopify/hydrogen-react/storefront.schema.json") as IntrospectionQuery;
    schema = buildClientSchema(introspection);
  }
  return schema;
}

/** "401": the shop no longer accepts the store's token (revoked or wrong). */
export type ShopifyFailure = "401" | "402" | "500" | "graphql-errors" | "user-errors" | "no-checkout-url";

type Connection<T> = { edges: { cursor: string; node: T }[]; nodes: T[]; pageInfo: PageInfo };
type PageInfo = {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
};

const cursorOf = (index: number) => Buffer.from(`cursor:${index}`).toString("base64");
const indexOf = (cursor: string) => Number(Buffer.from(cursor, "base64").toString("utf8").replace("cursor:", ""));

function connection<T>(items: T[], args: { first?: number; after?: string }): Connection<T> {
  const start = args.after ? indexOf(args.after) + 1 : 0;
  const slice = items.slice(start, start + (args.first ?? 250));
  const edges = slice.map((node, i) => ({ cursor: cursorOf(start + i), node }));
  return {
    edges,
    nodes: slice,
    pageInfo: {
      hasNextPage: start + slice.length < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * Shopify Markets as the fake's store has them: a buyer's country's market prices in its own
 * currency, at its own rate per US dollar; any other country buys from the primary market (USD).
 */
export type FakeMarket = { currencyCode: string; perDollar: number; digits: number };
export const FAKE_MARKETS: Record<string, FakeMarket> = {
  GB: { currencyCode: "GBP", perDollar: 0.8, digits: 2 },
  JP: { currencyCode: "JPY", perDollar: 150, digits: 0 },
};

const money = (amount: string, currencyCode = "USD") => ({ amount, currencyCode });
/** A primary-market price in a market, as Shopify writes it ("7800.0" for yen). */
function marketMoney(amount: string, market: FakeMarket | null) {
  if (!market) return money(amount);
  const converted = Number(amount) * market.perDollar;
  return money(market.digits ? converted.toFixed(market.digits) : `${Math.round(converted)}.0`, market.currencyCode);
}

/** The country of a document's @inContext(country:), a literal or a variable; null without one. */
function contextCountry(query: string, variables: Record<string, unknown>): string | null {
  try {
    for (const definition of parse(query).definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const directive = definition.directives?.find((one) => one.name.value === "inContext");
      const value = directive?.arguments?.find((argument) => argument.name.value === "country")?.value;
      if (value?.kind === Kind.ENUM) return value.value;
      if (value?.kind === Kind.VARIABLE) return (variables[value.name.value] as string | undefined) ?? null;
    }
  } catch {
    // An unparsable document: graphql() answers its syntax error.
  }
  return null;
}
const minPrice = (product: FakeShopifyProduct) => Math.min(...product.variants.map((variant) => Number(variant.price)));

/** Shopify's search syntax, the part we send: words, and product_type:"…" filters. */
function matches(product: FakeShopifyProduct, query: string | undefined) {
  if (!query) return true;
  const terms = query.match(/product_type:"(?:[^"\\]|\\.)*"|\S+/g) ?? [];
  return terms.every((term) => {
    const typed = term.match(/^product_type:"(.*)"$/);
    if (typed) return product.productType === typed[1]!.replace(/\\(.)/g, "$1");
    const word = term.toLowerCase();
    return [product.title, product.description, product.productType].some((text) => text.toLowerCase().includes(word));
  });
}

const numericId = (product: FakeShopifyProduct) => Number(product.id.split("/").pop());

function sortProducts(products: FakeShopifyProduct[], sortKey: string | undefined, reverse: boolean | undefined) {
  const sorted = [...products];
  const by: Record<string, (a: FakeShopifyProduct, b: FakeShopifyProduct) => number> = {
    BEST_SELLING: (a, b) => b.sales - a.sales,
    CREATED_AT: (a, b) => a.createdAt.localeCompare(b.createdAt),
    PRICE: (a, b) => minPrice(a) - minPrice(b),
    TITLE: (a, b) => a.title.localeCompare(b.title),
    ID: (a, b) => numericId(a) - numericId(b),
  };
  sorted.sort(by[sortKey ?? "ID"] ?? by.ID);
  return reverse ? sorted.reverse() : sorted;
}

/** The discount codes the fake's store has (Shopify owns them; any other code is listed not applicable). */
export const FAKE_DISCOUNT_CODES = ["WELCOME10"];

export async function startFakeShopify(options: { products?: FakeShopifyProduct[] } = {}) {
  const products = options.products ?? fixtureCatalogue();
  const requests: { query: string; variables: Record<string, unknown> }[] = [];
  const carts: {
    id: string;
    lines: { merchandiseId: string; quantity: number }[];
    discountCodes: string[];
    /** cartCreate's buyerIdentity.countryCode, when sent. */
    buyerCountry: string | null;
    /** The currency the cart was priced in (its @inContext market's). */
    currencyCode: string;
  }[] = [];
  let failure: ShopifyFailure | null = null;
  /** While set, cartCreate answers wait for it (to see a busy state without timing guesses). */
  let held: Promise<void> | null = null;
  let baseUrl = "";
  const admin = createFakeAdmin(products);

  function variantNode(variant: FakeShopifyVariant, product: FakeShopifyProduct, market: FakeMarket | null) {
    return {
      __typename: "ProductVariant",
      ...variant,
      price: market ? marketMoney(variant.price, market) : money(variant.price, variant.currencyCode),
      product: () => productNode(product, market),
      image: null,
    };
  }

  function productNode(product: FakeShopifyProduct, market: FakeMarket | null) {
    const images = product.images.map((image) => ({ url: `${baseUrl}/images/${image.file}`, altText: image.altText }));
    return {
      __typename: "Product",
      ...product,
      featuredImage: images[0] ?? null,
      priceRange: {
        minVariantPrice: marketMoney(minPrice(product).toFixed(2), market),
        maxVariantPrice: marketMoney(Math.max(...product.variants.map((v) => Number(v.price))).toFixed(2), market),
      },
      images: (args: { first?: number; after?: string }) => connection(images, args),
      variants: (args: { first?: number; after?: string }) =>
        connection(
          product.variants.map((variant) => variantNode(variant, product, market)),
          args,
        ),
      options: () =>
        product.options.map((option, i) => ({
          id: `gid://shopify/ProductOption/${i}`,
          name: option.name,
          values: option.values,
          optionValues: option.values.map((name, j) => ({ id: `gid://shopify/ProductOptionValue/${j}`, name })),
        })),
    };
  }

  function findVariant(id: string) {
    for (const product of products) {
      const variant = product.variants.find((candidate) => candidate.id === id);
      if (variant) return { product, variant };
    }
    return undefined;
  }

  /** The root resolvers, answering in a buyer's market (null: the primary market). */
  const rootIn = (market: FakeMarket | null) => ({
    products: (args: { first?: number; after?: string; query?: string; sortKey?: string; reverse?: boolean }) =>
      connection(
        sortProducts(
          products.filter((product) => matches(product, args.query)),
          args.sortKey,
          args.reverse,
        ).map((product) => productNode(product, market)),
        args,
      ),
    search: (args: {
      first?: number;
      after?: string;
      query: string;
      sortKey?: string;
      reverse?: boolean;
      productFilters?: Parameters<typeof productMeets>[1];
    }) => {
      const found = products.filter((product) => matches(product, args.query));
      const filters = args.productFilters ?? [];
      const sortKey = args.sortKey === "PRICE" ? "PRICE" : "BEST_SELLING";
      const shown = sortProducts(
        found.filter((product) => productMeets(product, filters)),
        sortKey,
        args.reverse,
      );
      return {
        ...connection(
          shown.map((product) => productNode(product, market)),
          args,
        ),
        totalCount: shown.length,
        productFilters: searchFilters(found, filters),
      };
    },
    product: (args: { handle?: string; id?: string }) => {
      const found = products.find((product) => product.handle === args.handle || product.id === args.id);
      return found ? productNode(found, market) : null;
    },
    productTypes: (args: { first: number }) =>
      connection([...new Set(products.map((product) => product.productType))].sort(), args),
    nodes: (args: { ids: string[] }) =>
      args.ids.map((id) => {
        const found = findVariant(id);
        return found ? variantNode(found.variant, found.product, market) : null;
      }),
    cartCreate: (args: {
      input: {
        lines?: { merchandiseId: string; quantity?: number }[];
        discountCodes?: string[];
        buyerIdentity?: { countryCode?: string };
      };
    }) => {
      const lines = (args.input.lines ?? []).map((line) => ({ ...line, quantity: line.quantity ?? 1 }));
      const problems = lines.flatMap((line) => {
        const found = findVariant(line.merchandiseId);
        if (!found)
          return [
            { field: ["input", "lines"], message: `The merchandise with id ${line.merchandiseId} does not exist.` },
          ];
        if (!found.variant.availableForSale)
          return [{ field: ["input", "lines"], message: `The product '${found.product.title}' is already sold out.` }];
        return [];
      });
      if (failure === "user-errors") problems.push({ field: ["input"], message: "Cart is locked for maintenance" });
      if (problems.length) return { cart: null, userErrors: problems, warnings: [] };
      const id = `gid://shopify/Cart/fake${carts.length + 1}`;
      const discountCodes = args.input.discountCodes ?? [];
      const currencyCode = market?.currencyCode ?? "USD";
      carts.push({
        id,
        lines,
        discountCodes,
        buyerCountry: args.input.buyerIdentity?.countryCode ?? null,
        currencyCode,
      });
      const priced = lines.map((line, i) => {
        const { product, variant } = findVariant(line.merchandiseId)!;
        return {
          __typename: "CartLine",
          id: `gid://shopify/CartLine/${i}`,
          quantity: line.quantity,
          merchandise: variantNode(variant, product, market),
          product,
        };
      });
      const total = priced.reduce((sum, line) => sum + Number(line.merchandise.price.amount) * line.quantity, 0);
      return {
        cart: {
          id,
          checkoutUrl: failure === "no-checkout-url" ? "" : `${baseUrl}/cart/c/${encodeURIComponent(id)}?key=fake`,
          totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
          // CartDiscountCode: every code sent stays listed; applicable only when the store has it.
          discountCodes: discountCodes.map((code) => ({
            code,
            applicable: FAKE_DISCOUNT_CODES.some((known) => known.toLowerCase() === code.toLowerCase()),
          })),
          cost: {
            totalAmount: money(total.toFixed(2), currencyCode),
            subtotalAmount: money(total.toFixed(2), currencyCode),
          },
          lines: (args: { first?: number }) => connection(priced, args),
        },
        userErrors: [],
        warnings: [],
      };
    },
  });

  async function readBody(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method === "GET" && url.pathname.startsWith("/images/")) {
      res.writeHead(200, { "Content-Type": "image/svg+xml" });
      return res.end(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#c8b6ff"/></svg>',
      );
    }
    if (req.method === "GET" && url.pathname.startsWith("/cart/c/")) {
      res.writeHead(200, { "Content-Type": "text/html" });
      return res.end("<!doctype html><title>Shopify checkout</title><h1>Shopify checkout</h1>");
    }
    if (req.method === "POST" && url.pathname === "/admin/api/2025-07/graphql.json") {
      const raw = await readBody(req);
      if (req.headers["x-shopify-access-token"] !== FAKE_SHOPIFY_ADMIN_TOKEN) {
        return send(res, 401, {
          errors: "[API] Invalid API key or access token (unrecognized login or wrong password)",
        });
      }
      const body = JSON.parse(raw) as { query?: string; variables?: Record<string, unknown> };
      return send(res, 200, await admin.answer(body.query ?? "", body.variables ?? {}));
    }
    if (req.method !== "POST" || url.pathname !== "/api/2025-07/graphql.json") {
      return send(res, 404, { errors: [{ message: "Not Found" }] });
    }
    const raw = await readBody(req);
    if (req.headers["x-shopify-storefront-access-token"] !== FAKE_SHOPIFY_TOKEN) {
      return send(res, 401, { errors: [{ message: "Unauthorized" }] });
    }
    if (failure === "401") return send(res, 401, { errors: [{ message: "Unauthorized" }] });
    if (failure === "402") return send(res, 402, { errors: [{ message: "Payment Required" }] });
    if (failure === "500") return send(res, 500, { errors: [{ message: "Internal Server Error" }] });
    let body: { query?: unknown; variables?: unknown };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return send(res, 400, { errors: [{ message: "Invalid JSON" }] });
    }
    const query = typeof body.query === "string" ? body.query : "";
    const variables = (body.variables ?? {}) as Record<string, unknown>;
    requests.push({ query, variables });
    if (failure === "graphql-errors") {
      return send(res, 200, {
        errors: [
          { message: "Throttled", extensions: { code: "THROTTLED" } },
          { message: "Field 'products' is unavailable" },
        ],
      });
    }
    if (held && query.includes("cartCreate")) await held;
    const result = await graphql({
      schema: storefrontSchema(),
      source: query,
      rootValue: rootIn(FAKE_MARKETS[contextCountry(query, variables) ?? ""] ?? null),
      variableValues: variables,
    });
    send(res, 200, result);
  });
  // Idle connections stay open longer than a client keeps them (undici: 4 s), as Shopify's do: with
  // Node's 5 s default a client on a loaded machine could reuse a socket the fake had just closed
  // (UND_ERR_SOCKET), failing a call the real service would have answered.
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    products,
    requests,
    carts,
    /** The Admin API calls answered and the webhooks registered through it. */
    admin,
    /** Makes every following request fail this way (null: answer normally again). */
    fail(next: ShopifyFailure | null) {
      failure = next;
    },
    /** Holds cartCreate answers until the returned function is called. */
    holdCarts() {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeShopify = Awaited<ReturnType<typeof startFakeShopify>>;
