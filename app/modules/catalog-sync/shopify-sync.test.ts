// Shopify mode's syncs against the fakes (decision 027): the partners' products matched to the
// Shopify store's variants by SKU, and inventory pushed to Shopify through the Admin API (or listed).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { env } from "~/lib/env.server";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../../../tests/fakes/printful-server";
import { FAKE_SHOPIFY_ADMIN_TOKEN } from "../../../tests/fakes/shopify-admin";
import { fixtureCatalogue } from "../../../tests/fakes/shopify-catalogue";
import {
  FAKE_SHOPIFY_DOMAIN,
  FAKE_SHOPIFY_TOKEN,
  startFakeShopify,
  type FakeShopify,
} from "../../../tests/fakes/shopify-server";
import { startSyncFromCard } from "./sync-admin.server";
import { PRINTFUL_TOKEN, runSync, useFakePartners } from "../../../tests/support/sync-fixtures";

let printful: FakePrintful;
let shopify: FakeShopify;

const tee = () => shopify.products[0]!;
const teeVariant = (title: string) => tee().variants.find((variant) => variant.title === title)!;
const printfulVariant = (size: string) =>
  printful.stores[0]!.products[0]!.sync_variants.find((variant) => variant.size === size)!;

beforeAll(async () => {
  printful = await startFakePrintful({
    token: PRINTFUL_TOKEN,
    stores: [
      {
        id: 7,
        name: "Shopify brand",
        type: "shopify",
        products: [
          printfulProduct({ id: 701, name: "Cloud Tee", sizes: ["S", "M"], colors: ["Lilac"] }),
          printfulProduct({ id: 702, name: "Lonely Hoodie", sizes: ["L"], colors: ["Black"] }),
        ],
      },
    ],
  });
  // The store sells the tee only; two of its variants carry the partner's SKUs.
  shopify = await startFakeShopify({ products: fixtureCatalogue().slice(0, 1) });
  teeVariant("S / Lilac").sku = "PF-701-S-LILAC";
  teeVariant("M / Lilac").sku = "pf-701-m-lilac"; // SKUs match whatever their case
  useFakePartners({ printful: printful.url });
  Object.assign(env, {
    COMMERCE: "shopify",
    SHOPIFY_STORE_DOMAIN: FAKE_SHOPIFY_DOMAIN,
    SHOPIFY_STOREFRONT_TOKEN: FAKE_SHOPIFY_TOKEN,
    SHOPIFY_API_BASE: shopify.url,
  });
});

afterAll(async () => {
  await printful.close();
  await shopify.stop();
});

beforeEach(() => {
  env.SHOPIFY_ADMIN_TOKEN = undefined;
});

describe("Sync Products in Shopify mode", () => {
  it("syncs the partners, then lists Shopify variants no partner can make and partner products not on Shopify", async () => {
    const run = await runSync("shopify");
    expect(run.status).toBe("done");
    expect(run.created).toBe(2);
    expect(run.params.storeId).toBe(7); // detected, and kept for Sync Inventory
    expect(run.report?.unmatched.map((v) => `${v.variant} ${v.sku ?? "-"}`)).toEqual([
      "S / Mint -",
      "M / Mint -",
      "L / Lilac -",
      "L / Mint -",
    ]);
    expect(run.report?.notOnShopify).toEqual([{ partner: "printful", name: "Lonely Hoodie" }]);
  });

  it("starts from the card only with a Printify shop ID when Printify is configured", async () => {
    env.PRINTIFY_API_TOKEN = "py-token";
    try {
      expect(await startSyncFromCard({ intent: "sync-shopify", params: {} })).toMatchObject({
        ok: false,
        status: 400,
        fields: { shopId: "Shop ID is required for Printify sync" },
      });
    } finally {
      env.PRINTIFY_API_TOKEN = undefined;
    }
  });
});

describe("Sync Inventory in Shopify mode", () => {
  it("without SHOPIFY_ADMIN_TOKEN lists the variants to fix and writes nothing to Shopify", async () => {
    printfulVariant("M").availability_status = "out_of_stock";
    const run = await runSync("inventory");
    expect(run.status).toBe("done");
    expect(run.report?.toFix).toEqual([
      { product: "Cloud Tee", variant: "M / Lilac", sku: "pf-701-m-lilac", available: false },
    ]);
    expect(run.report?.fixed).toBe(0);
    expect(shopify.admin.calls).toHaveLength(0);
    expect(teeVariant("M / Lilac").availableForSale).toBe(true);
  });

  it("with SHOPIFY_ADMIN_TOKEN makes the variant unavailable on Shopify, and available again when it returns", async () => {
    env.SHOPIFY_ADMIN_TOKEN = FAKE_SHOPIFY_ADMIN_TOKEN;
    printfulVariant("M").availability_status = "out_of_stock";
    const off = await runSync("inventory");
    expect(off.report).toMatchObject({ fixed: 1, toFix: [] });
    expect(teeVariant("M / Lilac").availableForSale).toBe(false);
    expect(teeVariant("S / Lilac").availableForSale).toBe(true);
    expect(shopify.admin.calls.at(-1)?.variables).toEqual({
      productId: tee().id,
      variants: [{ id: teeVariant("M / Lilac").id, inventoryPolicy: "DENY", inventoryItem: { tracked: true } }],
    });

    printfulVariant("M").availability_status = "active";
    const on = await runSync("inventory");
    expect(on.report?.fixed).toBe(1);
    expect(teeVariant("M / Lilac").availableForSale).toBe(true);

    // Nothing differs any more: no call at all.
    const calls = shopify.admin.calls.length;
    expect((await runSync("inventory")).report?.fixed).toBe(0);
    expect(shopify.admin.calls).toHaveLength(calls);
  });

  it("fails with Shopify's text when the Admin API refuses the token", async () => {
    env.SHOPIFY_ADMIN_TOKEN = "wrong-token";
    printfulVariant("M").availability_status = "discontinued";
    const run = await runSync("inventory");
    expect(run.status).toBe("failed");
    expect(run.error).toBe("HTTP error! status: 401");
    printfulVariant("M").availability_status = "active";
  });
});
