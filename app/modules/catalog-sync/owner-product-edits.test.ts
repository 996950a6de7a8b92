// The owner's product edits against the catalogue sync, on a real database and the Printful fake
// (decision 062): the sync still brings the partner's costs, availability and variants, and leaves
// the name, description, prices and visibility the owner changed as the owner left them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadOwnerProduct, ownerProductSchema, saveOwnerProduct } from "~/modules/catalog/index.server";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../../../tests/fakes/printful-server";
import { PRINTFUL_TOKEN, productByExternalId, runSync, useFakePartners } from "../../../tests/support/sync-fixtures";

let fake: FakePrintful;
const catalogPrices: Record<number, string> = {};
const tee = printfulProduct({ id: 501, name: "Moth Tee", sizes: ["S", "M"], colors: ["White", "Black"], price: "30" });
const cap = printfulProduct({
  id: 502,
  name: "Plain Cap",
  sizes: ["One size"],
  price: "20",
  description: "<p>A cap.</p>",
});

beforeAll(async () => {
  fake = await startFakePrintful({
    token: PRINTFUL_TOKEN,
    catalogPrices,
    stores: [{ id: 77, name: "Softdrop", type: "native", products: [tee, cap] }],
  });
  useFakePartners({ printful: fake.url });
});
afterAll(() => fake.close());

/** The owner's form as the action reads it, with some fields changed. */
async function ownerSaves(productId: string, change: (form: Record<string, unknown>) => void) {
  const loaded = (await loadOwnerProduct(productId))!;
  const { product, context } = loaded;
  const form = {
    name: product.name,
    description: product.description,
    category: product.category,
    visible: product.visible,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    prices: Object.fromEntries(context.variants.map((v) => [v.id, (v.price / 100).toFixed(2)])),
    confirms: {} as Record<string, boolean>,
  };
  change(form);
  await saveOwnerProduct(loaded, ownerProductSchema(context).parse(form));
}

describe("the owner's edits and the catalogue sync", () => {
  it("keeps the owner's name, description, price and visibility while the partner's costs and stock arrive", async () => {
    expect(await runSync("printful")).toMatchObject({ status: "done", created: 2 });
    const synced = (await productByExternalId("printful", "501"))!;
    const mBlack = synced.variants.find((v) => v.size === "M" && v.color === "Black")!;
    await ownerSaves(synced.id, (form) => {
      form.name = "Moth Tee, Night Edition";
      form.description = "Soft cotton.\n\n- Printed in **Lisbon**";
      (form.prices as Record<string, string>)[mBlack.id] = "34.50";
    });
    const capRow = (await productByExternalId("printful", "502"))!;
    await ownerSaves(capRow.id, (form) => (form.visible = false));

    // At Printful: a new name and price, a dearer catalogue variant, one variant sold out.
    tee.sync_product.name = "Moth Tee v2";
    for (const variant of tee.sync_variants) variant.retail_price = "31.00";
    catalogPrices[4011] = "14.25"; // M / Black's cost
    tee.sync_variants.find((v) => v.size === "S" && v.color === "White")!.availability_status = "out_of_stock";
    cap.sync_product.name = "Plain Cap v2";

    expect(await runSync("printful")).toMatchObject({ status: "done" });
    const after = (await productByExternalId("printful", "501"))!;
    expect(after).toMatchObject({
      name: "Moth Tee, Night Edition",
      description: "<p>Soft cotton.</p><ul><li>Printed in <strong>Lisbon</strong></li></ul>",
      isActive: true,
    });
    const byOption = Object.fromEntries(after.variants.map((v) => [`${v.size}/${v.color}`, v]));
    // The owner repriced one variant: every price on the product is the owner's now, and stays.
    expect(Object.fromEntries(Object.entries(byOption).map(([key, v]) => [key, v.price]))).toEqual({
      "M/Black": 3450,
      "M/White": 3000,
      "S/Black": 3000,
      "S/White": 3000,
    });
    expect(byOption["M/Black"]!.baseCost).toBe(1425);
    expect(byOption["S/White"]!.available).toBe(false);

    const hidden = (await productByExternalId("printful", "502"))!;
    // The cap's name was never the owner's: the partner's new one arrives, and it stays hidden.
    expect(hidden).toMatchObject({ name: "Plain Cap v2", isActive: false, ownerEdited: ["isActive"] });

    // An inventory sync keeps the owner's prices too, and still brings availability.
    tee.sync_variants.find((v) => v.size === "S" && v.color === "White")!.availability_status = "active";
    expect(await runSync("inventory")).toMatchObject({ status: "done" });
    const refreshed = (await productByExternalId("printful", "501"))!;
    expect(refreshed.variants.map((v) => [v.size, v.color, v.price, v.available])).toEqual([
      ["M", "Black", 3450, true],
      ["M", "White", 3000, true],
      ["S", "Black", 3000, true],
      ["S", "White", 3000, true],
    ]);
    expect(refreshed.basePrice).toBe(3000);
  });
});
