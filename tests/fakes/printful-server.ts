// A local fake of the Printful API v1 (PARTNERS.md shapes): stores, sync products with paging,
// each product's sync variants, the v1 envelope and error bodies, faults on demand.
import { startPartnerFake, type FakeAnswer, type FakeRequest } from "./partner-fake";

export type FakePrintfulVariant = {
  id: number;
  external_id: string;
  sync_product_id: number;
  name: string;
  synced: boolean;
  variant_id: number;
  retail_price: string;
  currency: string;
  sku: string;
  is_ignored: boolean;
  product: { variant_id: number; product_id: number; image: string; name: string };
  files: { type: "default" | "preview"; preview_url: string; thumbnail_url: string }[];
  size: string;
  color: string;
  availability_status: "active" | "discontinued" | "out_of_stock" | "temporary_out_of_stock";
};
export type FakePrintfulProduct = {
  sync_product: {
    id: number;
    external_id: string;
    name: string;
    variants: number;
    synced: number;
    thumbnail_url: string;
    is_ignored: boolean;
    /** Not in Printful's list answers: the detail's description and product type. */
    description?: string;
    type?: string;
  };
  sync_variants: FakePrintfulVariant[];
};
export type FakePrintfulStore = { id: number; name: string; type: string; products: FakePrintfulProduct[] };

let nextVariantId = 900_000;

/** A sync product with one sync variant per size × colour (override anything afterwards). */
export function printfulProduct(input: {
  id: number;
  name: string;
  description?: string;
  type?: string;
  sizes?: string[];
  colors?: string[];
  price?: string;
  imageBase?: string;
}): FakePrintfulProduct {
  const sizes = input.sizes ?? ["S", "M", "L"];
  const colors = input.colors ?? ["White"];
  const image = input.imageBase ?? `https://files.cdn.printful.test/${input.id}`;
  const variants = sizes.flatMap((size, s) =>
    colors.map((color, c) => {
      const id = nextVariantId++;
      return {
        id,
        external_id: `ext-${id}`,
        sync_product_id: input.id,
        name: `${input.name} / ${color} / ${size}`,
        synced: true,
        variant_id: 4000 + s * 10 + c,
        retail_price: input.price ?? "29.99",
        currency: "USD",
        sku: `PF-${input.id}-${size}-${color}`.toUpperCase(),
        is_ignored: false,
        product: { variant_id: 4000 + s * 10 + c, product_id: 71, image: `${image}/catalog-${color}.png`, name: "Tee" },
        files: [
          { type: "default" as const, preview_url: `${image}/design.png`, thumbnail_url: `${image}/design-thumb.png` },
          {
            type: "preview" as const,
            preview_url: `${image}/mockup-${color.toLowerCase()}.png`,
            thumbnail_url: `${image}/mockup-${color.toLowerCase()}-thumb.png`,
          },
        ],
        size,
        color,
        availability_status: "active" as const,
      };
    }),
  );
  return {
    sync_product: {
      id: input.id,
      external_id: `pf-${input.id}`,
      name: input.name,
      variants: variants.length,
      synced: variants.length,
      thumbnail_url: `${image}/thumb.png`,
      is_ignored: false,
      description: input.description,
      type: input.type ?? "T-SHIRT",
    },
    sync_variants: variants,
  };
}

const errorBody = (status: number, message: string) => ({
  code: status,
  result: message,
  error: { reason: status === 404 ? "NotFound" : status === 401 ? "Unauthorized" : "BadRequest", message },
});

export async function startFakePrintful(options: { token?: string; stores: FakePrintfulStore[] }) {
  const fake = await startPartnerFake({ token: options.token ?? "pf-test-token", errorBody });
  const stores = options.stores;

  /** The store a request is for: X-PF-Store-Id, or the only store of the token. */
  function storeOf(request: FakeRequest): FakePrintfulStore | FakeAnswer {
    const header = request.headers["x-pf-store-id"];
    if (header === undefined) {
      if (stores.length === 1) return stores[0]!;
      return {
        status: 400,
        body: errorBody(400, "This API endpoint applies only to a single store. Missing store_id parameter"),
      };
    }
    const store = stores.find((candidate) => String(candidate.id) === header);
    return store ?? { status: 404, body: errorBody(404, "Store not found") };
  }
  const isAnswer = (value: FakePrintfulStore | FakeAnswer): value is FakeAnswer => "status" in value;

  fake.route("GET", /^\/stores$/, () => ({
    status: 200,
    body: { code: 200, result: stores.map(({ id, name, type }) => ({ id, name, type })) },
  }));
  fake.route("GET", /^\/store\/products$/, (request) => {
    const store = storeOf(request);
    if (isAnswer(store)) return store;
    const offset = Math.max(0, Number(request.query.get("offset") ?? 0) || 0);
    const limit = Math.min(100, Math.max(1, Number(request.query.get("limit") ?? 20) || 20));
    const result = store.products.slice(offset, offset + limit).map((product) => {
      const { description: _d, type: _t, ...summary } = product.sync_product;
      return summary;
    });
    return { status: 200, body: { code: 200, result, paging: { total: store.products.length, offset, limit } } };
  });
  fake.route("GET", /^\/store\/products\/(\d+)$/, (request) => {
    const store = storeOf(request);
    if (isAnswer(store)) return store;
    const product = store.products.find((candidate) => String(candidate.sync_product.id) === request.params[0]);
    if (!product) return { status: 404, body: errorBody(404, "Not found") };
    return { status: 200, body: { code: 200, result: product } };
  });

  return { ...fake, stores };
}

export type FakePrintful = Awaited<ReturnType<typeof startFakePrintful>>;
