import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "~/modules/catalog/index.server";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../../../tests/fakes/printful-server";
import { printifyProduct, startFakePrintify, type FakePrintify } from "../../../tests/fakes/printify-server";
import {
  PRINTFUL_TOKEN,
  PRINTIFY_TOKEN,
  productByExternalId,
  runSync,
  useFakePartners,
} from "../../../tests/support/sync-fixtures";

let printify: FakePrintify;
let printful: FakePrintful;

beforeAll(async () => {
  const hoodie = printifyProduct({
    id: "6650aa",
    title: "Cloud Tee",
    shopId: 9,
    sizes: ["S", "M"],
    colors: ["Black", "Lilac"],
    price: 3250,
    tags: ["T-shirts"],
    description: "<p>Soft <em>and</em> <strong>bold</strong></p><table><tr><td>size chart</td></tr></table>",
  });
  hoodie.variants[1]!.is_enabled = false; // S / Lilac switched off
  hoodie.variants[2]!.is_available = false; // M / Black sold out at the provider
  // Mint is offered by the blueprint but every one of its variants is switched off.
  const mint = printifyProduct({
    id: "6650bb",
    title: "Mint Tee",
    shopId: 9,
    sizes: ["S", "M"],
    colors: ["Black", "Mint"],
  });
  for (const variant of mint.variants) if (variant.title.startsWith("Mint")) variant.is_enabled = false;
  const hidden = printifyProduct({ id: "hidden1", title: "Draft Hoodie", shopId: 9 });
  hidden.visible = false;
  const many = Array.from({ length: 55 }, (_, i) =>
    printifyProduct({ id: `bulk${i}`, title: `Bulk Hoodie ${i}`, shopId: 9 }),
  );
  printify = await startFakePrintify({
    token: PRINTIFY_TOKEN,
    shops: [
      { id: 9, title: "Pastel", sales_channel: "custom_integration", products: [hoodie, mint, hidden, ...many] },
      { id: 10, title: "Etsy", sales_channel: "etsy", products: [] },
    ],
  });
  printful = await startFakePrintful({
    token: PRINTFUL_TOKEN,
    stores: [{ id: 1, name: "One", type: "native", products: [printfulProduct({ id: 5, name: "Cloud Tee" })] }],
  });
  useFakePartners({ printful: printful.url, printify: printify.url });
});
afterAll(async () => {
  await printify.close();
  await printful.close();
});

describe("Printify product sync", () => {
  it("refuses to start without a shop ID", async () => {
    const run = await runSync("printify");
    expect(run).toMatchObject({ status: "failed", error: "Shop ID is required for Printify sync" });
  });

  it("pages through the shop and maps options, prices, sellability and images; hidden products are not listed", async () => {
    const run = await runSync("printify", { shopId: 9 });
    expect(run).toMatchObject({ status: "done", total: 58, done: 58, created: 57 });
    expect(run.skipped).toEqual([{ name: "Draft Hoodie", reason: "not published at Printify" }]);
    expect(printify.requests.filter((r) => r.path.includes("products.json")).map((r) => r.path)).toEqual([
      "/shops/9/products.json?page=1&limit=50",
      "/shops/9/products.json?page=2&limit=50",
    ]);
    const tee = (await productByExternalId("printify", "6650aa"))!;
    const source = printify.shops[0]!.products[0]!;
    expect(tee).toMatchObject({
      name: "Cloud Tee",
      handle: "cloud-tee",
      category: "tees",
      description: "<p>Soft and <strong>bold</strong></p>size chart",
      basePrice: 3250,
      imageUrl: "https://images.printify.test/6650aa/front-black.png",
      additionalImages: [
        "https://images.printify.test/6650aa/front-lilac.png",
        "https://images.printify.test/6650aa/back.png",
      ],
      sizes: ["S", "M"],
      colors: ["Black", "Lilac"],
      // Each colour keeps its own pictures (Printify's image → variant_ids), the default first.
      colorImages: {
        Black: ["https://images.printify.test/6650aa/front-black.png", "https://images.printify.test/6650aa/back.png"],
        Lilac: ["https://images.printify.test/6650aa/front-lilac.png", "https://images.printify.test/6650aa/back.png"],
      },
    });
    // The base cost is Printify's variant `cost`.
    expect(tee.variants.map((v) => v.baseCost)).toEqual([2, 3, 0].map((index) => source.variants[index]!.cost));
    // S / Lilac is switched off at Printify: not one of the product's variants at all.
    expect(tee.variants.map((v) => [v.size, v.color, v.price, v.available, v.partnerVariantId])).toEqual([
      ["M", "Black", 3250, false, String(source.variants[2]!.id)],
      ["M", "Lilac", 3250, true, String(source.variants[3]!.id)],
      ["S", "Black", 3250, true, String(source.variants[0]!.id)],
    ]);
    expect(await productByExternalId("printify", "hidden1")).toBeUndefined();
  });

  it("keeps handles unique across partners", async () => {
    const run = await runSync("printful");
    expect(run.status).toBe("done");
    const fromPrintful = (await productByExternalId("printful", "5"))!;
    expect(fromPrintful.handle).toBe("cloud-tee-printful-5");
    expect((await productByExternalId("printify", "6650aa"))!.handle).toBe("cloud-tee");
  });

  it("unpublishing a product deactivates it; inventory picks up a new price from both partners", async () => {
    const shop = printify.shops[0]!;
    shop.products.find((p) => p.id === "bulk0")!.visible = false;
    const product = await runSync("printify", { shopId: 9 });
    expect(product).toMatchObject({ status: "done", deactivated: 1, created: 0, updated: 0 });
    expect((await productByExternalId("printify", "bulk0"))!.isActive).toBe(false);

    shop.products[0]!.variants[0]!.price = 2999;
    shop.products[0]!.title = "Not applied by inventory";
    printful.stores[0]!.products[0]!.sync_variants[0]!.retail_price = "19.00";
    const inventory = await runSync("inventory");
    expect(inventory).toMatchObject({ status: "done", updated: 2 });
    const tee = (await productByExternalId("printify", "6650aa"))!;
    expect(tee.name).toBe("Cloud Tee");
    expect(tee.variants.find((v) => v.size === "S" && v.color === "Black")!.price).toBe(2999);
    expect((await productByExternalId("printful", "5"))!.basePrice).toBe(1900);
  });

  it("never offers a colour whose variants are all switched off, after a product sync or an inventory sync", async () => {
    const mintTee = printify.shops[0]!.products.find((product) => product.id === "6650bb")!;
    // Printify reports the switched-off variants as available stock: that must not bring them in.
    for (const variant of mintTee.variants) variant.is_available = true;
    for (const run of [await runSync("printify", { shopId: 9 }), await runSync("inventory")]) {
      expect(run.status).toBe("done");
      const synced = (await productByExternalId("printify", "6650bb"))!;
      expect(synced.colors).toEqual(["Black"]);
      expect(synced.variants.filter((variant) => variant.color === "Mint")).toEqual([]);
      const page = (await catalog.getProduct(synced.handle))!;
      expect(page.colors).toEqual(["Black"]);
      expect(page.variants.filter((variant) => variant.available).map((variant) => variant.color)).toEqual([
        "Black",
        "Black",
      ]);
    }
  });
});
