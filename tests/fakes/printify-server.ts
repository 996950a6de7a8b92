// A local fake of the Printify API v1 (PARTNERS.md shapes): the token's shops and each shop's
// products with Printify's paging, error bodies, and faults on demand.
import { startPartnerFake } from "./partner-fake";

export type FakePrintifyProduct = {
  id: string;
  title: string;
  description: string;
  tags: string[];
  options: { name: string; type: string; values: { id: number; title: string }[] }[];
  variants: {
    id: number;
    sku: string;
    cost: number;
    price: number;
    title: string;
    is_enabled: boolean;
    is_default: boolean;
    is_available: boolean;
    options: number[];
  }[];
  images: { src: string; variant_ids: number[]; position: string; is_default: boolean }[];
  visible: boolean;
  blueprint_id: number;
  print_provider_id: number;
  shop_id: number;
};
export type FakePrintifyShop = { id: number; title: string; sales_channel: string; products: FakePrintifyProduct[] };

let nextValueId = 500;
let nextVariantId = 70_000;

/** A product with a size and a colour option and one variant per pair (override afterwards). */
export function printifyProduct(input: {
  id: string;
  title: string;
  shopId: number;
  description?: string;
  sizes?: string[];
  colors?: string[];
  price?: number;
  tags?: string[];
}): FakePrintifyProduct {
  const sizes = (input.sizes ?? ["S", "M", "L"]).map((title) => ({ id: nextValueId++, title }));
  const colors = (input.colors ?? ["Black"]).map((title) => ({ id: nextValueId++, title }));
  const variants = sizes.flatMap((size) =>
    colors.map((color, c) => ({
      id: nextVariantId++,
      sku: `PY-${input.id}-${size.title}-${color.title}`.toUpperCase(),
      cost: 1200,
      price: input.price ?? 3499,
      title: `${color.title} / ${size.title}`,
      is_enabled: true,
      is_default: c === 0 && size === sizes[0],
      is_available: true,
      // Printify lists colour before size for apparel.
      options: [color.id, size.id],
    })),
  );
  const image = `https://images.printify.test/${input.id}`;
  return {
    id: input.id,
    title: input.title,
    description: input.description ?? `<p>${input.title}</p>`,
    tags: input.tags ?? ["Hoodies"],
    options: [
      { name: "Colors", type: "color", values: colors },
      { name: "Sizes", type: "size", values: sizes },
    ],
    variants,
    images: [
      { src: `${image}/back.png`, variant_ids: variants.map((v) => v.id), position: "back", is_default: false },
      ...colors.map((color, index) => ({
        src: `${image}/front-${color.title.toLowerCase()}.png`,
        variant_ids: variants.filter((variant) => variant.options[0] === color.id).map((variant) => variant.id),
        position: "front",
        is_default: index === 0,
      })),
    ],
    visible: true,
    blueprint_id: 77,
    print_provider_id: 29,
    shop_id: input.shopId,
  };
}

const errorBody = (status: number, message: string) => ({ status: "error", code: status * 100, message });

export async function startFakePrintify(options: { token?: string; shops: FakePrintifyShop[] }) {
  const fake = await startPartnerFake({ token: options.token ?? "py-test-token", errorBody });
  const shops = options.shops;

  fake.route("GET", /^\/shops\.json$/, () => ({
    status: 200,
    body: shops.map(({ id, title, sales_channel }) => ({ id, title, sales_channel })),
  }));
  fake.route("GET", /^\/shops\/(\d+)\/products\.json$/, (request) => {
    const shop = shops.find((candidate) => String(candidate.id) === request.params[0]);
    if (!shop) return { status: 404, body: errorBody(404, "Shop not found.") };
    const limit = Number(request.query.get("limit") ?? 10) || 10;
    if (limit > 50) return { status: 400, body: errorBody(400, "The limit may not be greater than 50.") };
    const page = Math.max(1, Number(request.query.get("page") ?? 1) || 1);
    const total = shop.products.length;
    return {
      status: 200,
      body: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / limit)),
        per_page: limit,
        total,
        data: shop.products.slice((page - 1) * limit, page * limit),
      },
    };
  });

  return { ...fake, shops };
}

export type FakePrintify = Awaited<ReturnType<typeof startFakePrintify>>;
