// The owner's size table against the catalogue sync and the seed, on a real database (issue #34,
// decision 059): a partner's table fills a product, the owner's overrides it and stays through
// every later sync (the partner sending a table or none), and removing it lets the partner's back.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import type { SizeGuide } from "~/lib/size-guide";
import { removeSizeGuide, saveOwnerSizeGuide } from "~/modules/catalog/index.server";
import { seedDemoCatalogue } from "../../../db/seed";
import { printfulProduct, startFakePrintful, type FakePrintful } from "../../../tests/fakes/printful-server";
import { printifyProduct, startFakePrintify, type FakePrintify } from "../../../tests/fakes/printify-server";
import {
  PRINTFUL_TOKEN,
  PRINTIFY_TOKEN,
  productByExternalId,
  runSync,
  useFakePartners,
} from "../../../tests/support/sync-fixtures";

let printful: FakePrintful;
let printify: FakePrintify;
/** The catalogue product every fake Printful product is made on (tests/fakes/printful-server.ts). */
const CATALOGUE_PRODUCT = 71;

const fitHoodie = printifyProduct({ id: "fit1", title: "Fit Hoodie", shopId: 9, sizes: ["S", "M"] });

const OWNER: SizeGuide = {
  source: "owner",
  sizes: ["S", "M"],
  measurements: [{ label: "Chest width", values: [[48, 48], null] }],
  howToMeasure: "Lay it flat.",
};

beforeAll(async () => {
  printful = await startFakePrintful({
    token: PRINTFUL_TOKEN,
    stores: [
      {
        id: 77,
        name: "Softdrop",
        type: "native",
        products: [printfulProduct({ id: 61, name: "Fit Tee", sizes: ["S", "M"] })],
      },
    ],
  });
  printify = await startFakePrintify({
    token: PRINTIFY_TOKEN,
    shops: [
      {
        id: 9,
        title: "Softdrop",
        sales_channel: "custom_integration",
        products: [fitHoodie],
      },
    ],
  });
  useFakePartners({ printful: printful.url, printify: printify.url });
});
afterAll(async () => {
  await printful.close();
  await printify.close();
});

const guideOf = async (source: string, externalId: string) =>
  (await productByExternalId(source, externalId))!.sizeGuide;

describe("the owner's size table and the catalogue sync", () => {
  it("overrides the partner's table, stays through syncs with and without one, and gives way when removed", async () => {
    await runSync("printful");
    expect(await guideOf("printful", "61")).toMatchObject({ source: "partner", sizes: ["S", "M"] });
    const tee = (await productByExternalId("printful", "61"))!;

    await saveOwnerSizeGuide(tee.id, OWNER);
    await runSync("printful"); // Printful sends its table: the owner's stays.
    expect(await guideOf("printful", "61")).toEqual(OWNER);

    printful.withoutSizeTables.add(CATALOGUE_PRODUCT);
    await runSync("printful"); // Printful has none: the owner's stays.
    expect(await guideOf("printful", "61")).toEqual(OWNER);

    printful.withoutSizeTables.delete(CATALOGUE_PRODUCT);
    await removeSizeGuide(tee.id);
    expect(await guideOf("printful", "61")).toBeNull();
    await runSync("printful"); // Without the owner's, the partner's table comes back.
    expect(await guideOf("printful", "61")).toMatchObject({ source: "partner", sizes: ["S", "M"] });
  });

  it("drops a partner's own table that the partner no longer has", async () => {
    await runSync("printful");
    expect(await guideOf("printful", "61")).toMatchObject({ source: "partner" });
    printful.withoutSizeTables.add(CATALOGUE_PRODUCT);
    try {
      await runSync("printful");
      expect(await guideOf("printful", "61")).toBeNull();
    } finally {
      printful.withoutSizeTables.delete(CATALOGUE_PRODUCT);
    }
  });

  it("keeps the owner's table on a product whose partner publishes none (Printify)", async () => {
    await runSync("printify", { shopId: 9 });
    expect(await guideOf("printify", "fit1")).toBeNull();
    const hoodie = (await productByExternalId("printify", "fit1"))!;
    await saveOwnerSizeGuide(hoodie.id, OWNER);
    fitHoodie.title = "Fit Hoodie Renamed";
    await runSync("printify", { shopId: 9 });
    const after = (await productByExternalId("printify", "fit1"))!;
    expect(after.name).toBe("Fit Hoodie Renamed");
    expect(after.sizeGuide).toEqual(OWNER);
  });

  it("keeps the owner's table on a demo product when the demo catalogue is loaded again", async () => {
    await seedDemoCatalogue(db);
    const [cap] = await db.select().from(schema.products).where(eq(schema.products.handle, "chaos-era-trucker"));
    await saveOwnerSizeGuide(cap!.id, {
      ...OWNER,
      sizes: ["One Size"],
      measurements: [{ label: "Head", values: [[56, 60]] }],
    });
    await seedDemoCatalogue(db);
    const [after] = await db.select().from(schema.products).where(eq(schema.products.id, cap!.id));
    expect(after!.sizeGuide).toMatchObject({ source: "owner", measurements: [{ label: "Head", values: [[56, 60]] }] });
  });
});
