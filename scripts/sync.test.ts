// The sync command, run as a real process against its own database and the partner fakes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../tests/fakes/printful-server";
import { printifyProduct, startFakePrintify, type FakePrintify } from "../tests/fakes/printify-server";
import { removeDataDir, runScript, scriptDataDir } from "../tests/support/run-script";

let fake: FakePrintful;
let printify: FakePrintify;
const dataDir = scriptDataDir();

beforeAll(async () => {
  const products = [1, 2, 3].map((id) => printfulProduct({ id, name: `Terminal Tee ${id}` }));
  fake = await startFakePrintful({ token: "pf-cli-token", stores: [{ id: 5, name: "CLI", type: "native", products }] });
  printify = await startFakePrintify({
    token: "py-cli-token",
    shops: [
      {
        id: 8,
        title: "CLI",
        sales_channel: "custom_integration",
        products: [printifyProduct({ id: "c1", title: "Terminal Hoodie", shopId: 8 })],
      },
    ],
  });
});
afterAll(async () => {
  await fake.close();
  await printify.close();
  removeDataDir(dataDir);
});

const run = (args: string[], token = "pf-cli-token") =>
  runScript("sync", args, {
    DATA_DIR: dataDir,
    PRINTFUL_API_TOKEN: token,
    PRINTFUL_API_BASE: fake.url,
    PRINTIFY_API_TOKEN: "py-cli-token",
    PRINTIFY_API_BASE: printify.url,
  });

describe("npm run sync", () => {
  it("explains its usage and refuses a bad store id or a missing shop id", { timeout: 120_000 }, async () => {
    expect(await run([])).toMatchObject({ status: 2, out: expect.stringContaining("Usage: npm run sync --") });
    expect(await run(["printful", "--store-id", "12x"])).toMatchObject({
      status: 2,
      out: expect.stringContaining("Store ID must contain digits only"),
    });
    expect(await run(["printify"])).toMatchObject({
      status: 2,
      out: expect.stringContaining("Shop ID is required for Printify sync"),
    });
  });

  it(
    "syncs Printful with plain progress lines off a terminal and exits 0; a rejected token exits 1",
    { timeout: 180_000 },
    async () => {
      const ok = await run(["printful"]);
      expect(ok.out).toContain("3 of 3 products");
      expect(ok.out).toContain("Sync finished: 3 created, 0 updated, 0 unchanged, 0 deactivated, 0 skipped");
      expect(ok.status).toBe(0);
      const rejected = await run(["printful", "--store-id", "5"], "pf-wrong");
      expect(rejected.out).toContain("Sync failed: Printful: the partner rejected the API token");
      expect(rejected.out).not.toContain("pf-wrong");
      expect(rejected.status).toBe(1);
    },
  );

  it("syncs a Printify shop and then the inventory of both partners, exiting 0", { timeout: 180_000 }, async () => {
    const shop = await run(["printify", "--shop-id", "8"]);
    expect(shop.out).toContain("Sync finished: 1 created, 0 updated, 0 unchanged, 0 deactivated, 0 skipped");
    expect(shop.status).toBe(0);
    fake.stores[0]!.products[0]!.sync_variants[0]!.retail_price = "12.00";
    const inventory = await run(["inventory"]);
    expect(inventory.out).toContain("Sync finished: 0 created, 1 updated, 3 unchanged, 0 deactivated, 0 skipped");
    expect(inventory.status).toBe(0);
  });
});
