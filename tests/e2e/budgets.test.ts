// Byte budgets (decision record 020): every shopper page loads at most 150 KB of gzipped
// JavaScript at first, and the listing's HTML stays under 44 KB (40 KB and its filters, 056). Deterministic for a build, so
// they are tests; timings are not (they live in `npm run bench`).
import { describe, expect, it } from "vitest";
import { baseURL } from "../support/browser";
import { BUDGETS, pageWeight, SHOPPER_PAGES, someProductPath } from "../support/page-weight";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe("byte budgets", () => {
  it("every shopper page loads at most 150 KB of gzipped JavaScript at first", async () => {
    const product = await someProductPath(baseURL());
    // The demo hoodie's size guide: the dialog's page for a visitor without JavaScript.
    const paths = [...SHOPPER_PAGES, product, "/product/cloud-nine-hoodie/size-guide"];
    for (const path of paths) {
      const weight = await pageWeight(baseURL(), path);
      expect(weight.scripts.length, `${path} loads its entry module`).toBeGreaterThan(0);
      expect(
        weight.javascriptGzipBytes,
        `${path}: ${kb(weight.javascriptGzipBytes)} of JavaScript`,
      ).toBeLessThanOrEqual(BUDGETS.javascriptGzipBytes);
    }
  });

  it("no shopper page loads the admin's modules", async () => {
    for (const path of SHOPPER_PAGES) {
      const { scripts } = await pageWeight(baseURL(), path);
      expect(
        scripts.filter((url) => /\/admin[-.]/.test(url)),
        path,
      ).toEqual([]);
    }
  });

  it("the listing's HTML is at most 44 KB, hydration data included", async () => {
    const weight = await pageWeight(baseURL(), "/products");
    expect(weight.htmlBytes, `/products: ${kb(weight.htmlBytes)}`).toBeLessThanOrEqual(BUDGETS.productsHtmlBytes);
  });
});
