import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { insertProduct } from "../../../tests/support/catalogue-fixtures";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../../../tests/fakes/printful-server";
import {
  PRINTFUL_TOKEN,
  productByExternalId,
  runSync,
  syncedProducts,
  useFakePartners,
} from "../../../tests/support/sync-fixtures";

let fake: FakePrintful;
const products = Array.from({ length: 103 }, (_, i) => printfulProduct({ id: 1000 + i, name: `Pastel Tee ${i}` }));

beforeAll(async () => {
  const hoodie = printfulProduct({
    id: 1,
    name: "Cloud Hoodie",
    type: "HOODIE",
    sizes: ["S", "M"],
    colors: ["White", "Storm"],
    price: "54.5",
    description:
      '<p>Heavy <b>fleece</b>.</p><script>steal()</script><ul><li onclick="x">Kangaroo pocket</li></ul><img src=x>',
  });
  hoodie.sync_variants[1]!.is_ignored = true; // S / Storm is not offered
  hoodie.sync_variants[2]!.availability_status = "out_of_stock"; // M / White
  hoodie.sync_variants[3]!.availability_status = "discontinued"; // M / Storm
  const ignored = printfulProduct({ id: 2, name: "Ignored Cap" });
  ignored.sync_product.is_ignored = true;
  fake = await startFakePrintful({
    token: PRINTFUL_TOKEN,
    stores: [{ id: 77, name: "Softdrop", type: "native", products: [hoodie, ignored, ...products] }],
  });
  useFakePartners({ printful: fake.url });
  await insertProduct({ name: "Demo Tee", source: "demo" }, [{ size: "M", color: "White" }]);
});
afterAll(() => fake.close());

describe("Printful product sync", () => {
  it("pages through the store and maps every field, skipping ignored products and variants", async () => {
    const run = await runSync("printful");
    expect(run).toMatchObject({ status: "done", total: 105, done: 105, created: 104, updated: 0, deactivated: 0 });
    expect(run.skipped).toEqual([{ name: "Ignored Cap", reason: "ignored at Printful" }]);
    expect(run.params).toEqual({ storeId: 77 }); // auto-detected: the token's only store
    expect(fake.requests.filter((r) => r.path.startsWith("/store/products?")).map((r) => r.path)).toEqual([
      "/store/products?offset=0&limit=100",
      "/store/products?offset=100&limit=100",
    ]);

    const hoodie = (await productByExternalId("printful", "1"))!;
    expect(hoodie).toMatchObject({
      name: "Cloud Hoodie",
      handle: "cloud-hoodie",
      category: "hoodies",
      description: "<p>Heavy <strong>fleece</strong>.</p><ul><li>Kangaroo pocket</li></ul>",
      basePrice: 5450,
      imageUrl: "https://files.cdn.printful.test/1/thumb.png",
      additionalImages: [
        "https://files.cdn.printful.test/1/mockup-white.png",
        "https://files.cdn.printful.test/1/mockup-storm.png",
      ],
      sizes: ["S", "M"],
      colors: ["White", "Storm"],
      // Printful's mockups are per variant: each colour keeps its own previews.
      colorImages: {
        White: ["https://files.cdn.printful.test/1/mockup-white.png"],
        Storm: ["https://files.cdn.printful.test/1/mockup-storm.png"],
      },
      isActive: true,
    });
    const source = fake.stores[0]!.products[0]!.sync_variants;
    expect(hoodie.variants.map((v) => [v.size, v.color, v.price, v.available, v.sku, v.partnerVariantId])).toEqual([
      ["M", "Storm", 5450, false, source[3]!.sku, String(source[3]!.id)],
      ["M", "White", 5450, false, source[2]!.sku, String(source[2]!.id)],
      ["S", "White", 5450, true, source[0]!.sku, String(source[0]!.id)],
    ]);
    // The size table of its catalogue product (issue #34), in centimetres, for the sizes it sells.
    expect(hoodie.sizeGuide).toEqual({
      source: "partner",
      sizes: ["S", "M"],
      measurements: [
        {
          label: "Chest width",
          values: [
            [45, 47],
            [51, 51],
          ],
        },
        {
          label: "Length",
          values: [
            [71, 71],
            [74, 74],
          ],
        },
      ],
      howToMeasure: "Lay the garment flat. Length: from the shoulder to the hem.",
    });
    // The base cost is Printful's catalogue price of each variant's catalogue variant (the fake's default).
    expect(hoodie.variants.map((v) => v.baseCost)).toEqual([1150, 1150, 1150]);
    expect(await productByExternalId("printful", "2")).toBeUndefined();
    // The first partner sync retires the demo catalogue.
    const demo = await db.select().from(schema.products).where(eq(schema.products.source, "demo"));
    expect(demo.every((product) => !product.isActive)).toBe(true);
  });

  it("changes nothing when run again", async () => {
    const before = await syncedProducts("printful");
    const run = await runSync("printful", { storeId: 77 });
    expect(run).toMatchObject({ status: "done", created: 0, updated: 0, unchanged: 104, deactivated: 0 });
    const after = await syncedProducts("printful");
    expect(after.map((p) => [p.handle, p.updatedAt.getTime()])).toEqual(
      before.map((p) => [p.handle, p.updatedAt.getTime()]),
    );
  });

  it("deactivates a product gone at Printful, keeps handles, and recovers from 429 and 500", async () => {
    const store = fake.stores[0]!;
    store.products.splice(
      store.products.findIndex((p) => p.sync_product.id === 1000),
      1,
    );
    store.products.find((p) => p.sync_product.id === 1001)!.sync_product.name = "Pastel Tee Renamed";
    fake.fail({ status: 429, times: 1, retryAfterSeconds: 1 });
    fake.fail({ status: 500, times: 2 });
    const run = await runSync("printful", { storeId: 77 });
    expect(run).toMatchObject({ status: "done", created: 0, updated: 1, deactivated: 1 });
    const gone = (await productByExternalId("printful", "1000"))!;
    expect(gone.isActive).toBe(false); // kept for past orders, off the listing
    const renamed = (await productByExternalId("printful", "1001"))!;
    expect(renamed).toMatchObject({ name: "Pastel Tee Renamed", handle: "pastel-tee-1" });
  });

  it("refreshes only price and availability on an inventory sync", async () => {
    const hoodie = fake.stores[0]!.products.find((p) => p.sync_product.id === 1)!;
    hoodie.sync_product.name = "Name changed at Printful";
    hoodie.sync_product.thumbnail_url = "https://files.cdn.printful.test/1/new-thumb.png";
    hoodie.sync_variants[0]!.files[1]!.preview_url = "https://files.cdn.printful.test/1/new-mockup.png";
    const before = (await productByExternalId("printful", "1"))!;
    hoodie.sync_variants[0]!.retail_price = "49.00";
    hoodie.sync_variants[0]!.availability_status = "temporary_out_of_stock";
    hoodie.sync_variants[2]!.availability_status = "active";
    const run = await runSync("inventory");
    expect(run).toMatchObject({ status: "done", updated: 1, created: 0 });
    const saved = (await productByExternalId("printful", "1"))!;
    expect(saved.name).toBe("Cloud Hoodie");
    // Names, pictures and handles stay as the product sync left them.
    expect(saved).toMatchObject({
      handle: before.handle,
      imageUrl: before.imageUrl,
      additionalImages: before.additionalImages,
      colorImages: before.colorImages,
    });
    expect(saved.basePrice).toBe(4900);
    expect(saved.variants.map((v) => [v.size, v.color, v.price, v.available])).toEqual([
      ["M", "Storm", 5450, false],
      ["M", "White", 5450, true],
      ["S", "White", 4900, false],
    ]);
  });

  it("ends at once when Printful rejects the token, without the token anywhere", async () => {
    fake.setToken("rotated");
    const before = fake.requests.length;
    const run = await runSync("printful", { storeId: 77 });
    fake.setToken(PRINTFUL_TOKEN);
    expect(run).toMatchObject({ status: "failed", error: "Printful: the partner rejected the API token", done: 0 });
    expect(fake.requests.length - before).toBe(1);
    expect(JSON.stringify(run)).not.toContain(PRINTFUL_TOKEN);
  });

  it("names the stores when the token has several and no store ID was given", async () => {
    fake.stores.push({ id: 78, name: "Second brand", type: "native", products: [] });
    const run = await runSync("printful");
    fake.stores.pop();
    expect(run).toMatchObject({
      status: "failed",
      error: "This Printful token has several stores; enter one store ID: 77 (Softdrop), 78 (Second brand)",
    });
  });
});
