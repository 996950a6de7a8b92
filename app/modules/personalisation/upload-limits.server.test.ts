// The upload route's limit per client and the daily prune of pictures no order took.
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { placeOrder } from "~/modules/checkout/index.server";
import { makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { saveSetup } from "./setup.server";
import { TEST_SETUP } from "../../../tests/support/personalisation-fixtures";
import { pruneUnorderedUploads, UPLOAD_IP_LIMIT, uploadLimitMessage } from "./upload-limits.server";

const DAY = 24 * 60 * 60_000;

describe("upload limit per client", () => {
  it("lets 30 uploads through in 15 minutes, refuses the 31st with how long to wait, counts clients apart", async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 200)}`;
    for (let i = 0; i < UPLOAD_IP_LIMIT.max; i += 1) expect(await uploadLimitMessage(ip)).toBeNull();
    expect(await uploadLimitMessage(ip)).toMatch(/^Too many pictures uploaded\. Please try again in \d+ minutes?\.$/);
    expect(await uploadLimitMessage("198.51.100.7")).toBeNull();
    expect(await uploadLimitMessage(undefined)).toBeNull();
  });
});

describe("pruning pictures no order took", () => {
  it("deletes uploads older than 7 days that no order line names, keeps ordered and recent ones", async () => {
    const product = await makeProduct({ name: "Prune Tee" });
    const upload = async (ageDays: number) => {
      const [row] = await db
        .insert(schema.personalisationUploads)
        .values({
          productId: product.id,
          data: Buffer.from("png"),
          width: 1,
          height: 1,
          createdAt: new Date(Date.now() - ageDays * DAY),
        })
        .returning({ id: schema.personalisationUploads.id });
      return row!.id;
    };
    const stale = await upload(8);
    const recent = await upload(6);
    const ordered = await upload(30);
    await saveSetup(product.id, TEST_SETUP);
    await placeOrder({
      userId: await makeUser(),
      checkoutKey: randomUUID(),
      lines: [
        {
          productId: product.id,
          size: "M",
          color: "White",
          quantity: 1,
          personalisation: { texts: [], uploadId: ordered },
        },
      ],
      shipping,
    });
    expect(await pruneUnorderedUploads()).toBe(1);
    const left = await db
      .select({ id: schema.personalisationUploads.id })
      .from(schema.personalisationUploads)
      .where(inArray(schema.personalisationUploads.id, [stale, recent, ordered]));
    expect(left.map((row) => row.id).sort()).toEqual([recent, ordered].sort());
  });
});
