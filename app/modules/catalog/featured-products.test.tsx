import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ProductSummary } from "~/commerce";
import { FeaturedProducts } from "./featured-products";

const product = (n: number): ProductSummary => ({
  id: `id-${n}`,
  handle: `tee-${n}`,
  name: `Tee number ${n}`,
  description: null,
  category: "tees",
  price: { amount: 2400, currencyCode: "USD" },
  images: [],
  createdAt: new Date(2026, 0, n).toISOString(),
});

function render(products: ProductSummary[]) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <FeaturedProducts products={products} /> }]);
  return renderToString(<Stub />);
}

describe("FeaturedProducts", () => {
  it("shows the first 4 of the 8 fetched", () => {
    const html = render(Array.from({ length: 8 }, (_, i) => product(i + 1)));
    for (const n of [1, 2, 3, 4]) expect(html).toContain(`Tee number ${n}<`);
    for (const n of [5, 6, 7, 8]) expect(html).not.toContain(`Tee number ${n}<`);
    expect(html).toContain("View All Products");
  });

  it("shows the spec's empty message when there are no products", () => {
    const html = render([]);
    expect(html).toContain("No products yet");
    expect(html).toContain("Tell me what you&#x27;d like to sell to get started!");
    expect(html).toContain('href="/products"');
  });
});
