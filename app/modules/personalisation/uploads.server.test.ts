import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { makeProduct } from "../../../tests/support/checkout-fixtures";
import { UploadRefused } from "./image-check.server";
import { saveSetup } from "./setup.server";
import { TEST_SETUP } from "../../../tests/support/personalisation-fixtures";
import { storeUpload, uploadPng } from "./uploads.server";

let productId: string;
const rows = () =>
  db.select().from(schema.personalisationUploads).where(eq(schema.personalisationUploads.productId, productId));

beforeAll(async () => {
  productId = (await makeProduct({ name: "Upload Tee" })).id;
  await saveSetup(productId, TEST_SETUP);
});

describe("storing a shopper's picture", () => {
  it("stores nothing when the file is refused", async () => {
    await expect(storeUpload(productId, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).rejects.toThrow(
      UploadRefused,
    );
    expect(await rows()).toHaveLength(0);
  });

  it("stores a valid picture re-encoded as PNG, warning when it is small for the print area", async () => {
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    const small = await storeUpload(productId, jpeg);
    expect(small).toMatchObject({ width: 200, height: 100, blurry: true });
    const png = await uploadPng(small.id);
    expect((await sharp(png!).metadata()).format).toBe("png");
    // 1200 × 1500 at 150 DPI is 8 × 10 inches: 1200 px wide is 150 DPI.
    const big = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    expect((await storeUpload(productId, big)).blurry).toBe(false);
    expect(await rows()).toHaveLength(2);
    expect(await uploadPng("not-an-id")).toBeNull();
  });

  it("refuses a picture for a product that takes none", async () => {
    const other = (await makeProduct({ name: "Plain Tee" })).id;
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000000" } })
      .png()
      .toBuffer();
    await expect(storeUpload(other, png)).rejects.toThrow("This product takes no picture");
  });
});
