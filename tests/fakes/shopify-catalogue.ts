// The fake Shopify store's fixture catalogue: options, sold-out variants, a product without
// images, and more products than one listing page so cursor paging is exercised.

export type FakeShopifyVariant = {
  id: string;
  title: string;
  price: string;
  currencyCode: string;
  availableForSale: boolean;
  /** Null unless a test gives it one (matching partner variants by SKU). */
  sku?: string | null;
  selectedOptions: { name: string; value: string }[];
};

export type FakeShopifyProduct = {
  id: string;
  handle: string;
  title: string;
  description: string;
  productType: string;
  createdAt: string;
  updatedAt: string;
  /** Drives the BEST_SELLING sort. */
  sales: number;
  /** File names the fake serves under /images/. */
  images: { file: string; altText: string | null }[];
  options: { name: string; values: string[] }[];
  variants: FakeShopifyVariant[];
};

const gid = (type: string, n: number) => `gid://shopify/${type}/${n}`;

function variantsFor(productNumber: number, options: FakeShopifyProduct["options"], price: (i: number) => string) {
  const combos = options.reduce<{ name: string; value: string }[][]>(
    (acc, option) => acc.flatMap((combo) => option.values.map((value) => [...combo, { name: option.name, value }])),
    [[]],
  );
  return combos.map((selectedOptions, i) => ({
    id: gid("ProductVariant", productNumber * 100 + i),
    title: selectedOptions.map((option) => option.value).join(" / ") || "Default Title",
    price: price(i),
    currencyCode: "USD",
    availableForSale: true,
    selectedOptions,
  }));
}

/** A fresh copy each call, so a test may change it. */
export function fixtureCatalogue(): FakeShopifyProduct[] {
  const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString();
  const tee: FakeShopifyProduct = {
    id: gid("Product", 1),
    handle: "cloud-tee",
    title: "Cloud Tee",
    description: "A soft lilac tee that feels like a cloud.",
    productType: "T-Shirts",
    createdAt: day(40),
    updatedAt: day(41),
    sales: 500,
    images: [
      { file: "cloud-tee-front.svg", altText: "Cloud Tee front" },
      { file: "cloud-tee-back.svg", altText: "Cloud Tee back" },
    ],
    options: [
      { name: "Size", values: ["S", "M", "L"] },
      { name: "Color", values: ["Lilac", "Mint"] },
    ],
    variants: [],
  };
  tee.variants = variantsFor(1, tee.options, (i) => (i < 2 ? "25.00" : "27.50"));
  // Large in Mint is sold out.
  tee.variants[5]!.availableForSale = false;

  const hoodie: FakeShopifyProduct = {
    id: gid("Product", 2),
    handle: "dreamy-hoodie",
    title: "Dreamy Hoodie",
    description: "",
    productType: "Hoodies",
    createdAt: day(30),
    updatedAt: day(31),
    sales: 400,
    images: [],
    options: [{ name: "Size", values: ["M", "XL"] }],
    variants: [],
  };
  hoodie.variants = variantsFor(2, hoodie.options, () => "54.00");
  hoodie.variants.forEach((variant) => (variant.availableForSale = false));

  const fillers: FakeShopifyProduct[] = Array.from({ length: 23 }, (_, k) => {
    const n = k + 3;
    const product: FakeShopifyProduct = {
      id: gid("Product", n),
      handle: `sticker-${String(n).padStart(2, "0")}`,
      title: `Sticker ${String(n).padStart(2, "0")}`,
      description: `Vinyl sticker number ${n}.`,
      productType: "Stickers",
      createdAt: day(n - 3),
      updatedAt: day(n - 2),
      sales: 100 - n,
      images: [{ file: `sticker-${n}.svg`, altText: null }],
      options: [{ name: "Title", values: ["Default Title"] }],
      variants: [],
    };
    product.variants = variantsFor(n, product.options, () => `${3 + n}.00`);
    product.variants[0]!.title = "Default Title";
    return product;
  });
  return [tee, hoodie, ...fillers];
}
