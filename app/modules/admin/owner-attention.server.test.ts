// What needs the owner, on a real database (decision 067): each count is the number of orders its
// link's filter lists, and a failed latest sync run counts once per partner.
import { describe, expect, it } from "vitest";
import { parseAdminOrdersQuery } from "./admin.schema";
import { listOrdersForAdmin, ownerAttention } from "./index.server";
import { makeUser } from "../../../tests/support/checkout-fixtures";
import { orderFor } from "../../../tests/support/admin-fixtures";
import { requestRefund } from "~/modules/orders/index.server";

const noSyncs = { runs: {} };
const counts = async (syncCard: Parameters<typeof ownerAttention>[0] = noSyncs) =>
  Object.fromEntries((await ownerAttention(syncCard)).map((item) => [item.key, item.count]));

describe("ownerAttention", () => {
  it("counts new paid orders, orders in processing, refund requests and failed syncs, each as its link lists", async () => {
    expect(await counts()).toEqual({ "paid-new": 0, processing: 0, refunds: 0, "partner-failed": 0, "sync-failed": 0 });
    const userId = await makeUser();
    await orderFor(userId); // unpaid: waits for the shopper, not the owner
    await orderFor(userId, { paid: true });
    await orderFor(userId, { paid: true, status: "processing" });
    const delivered = await orderFor(userId, { paid: true, status: "delivered" });
    await requestRefund(delivered.id, userId, "Wrong size");
    const failed = { runs: { printful: { latest: { status: "failed" } }, printify: { latest: { status: "done" } } } };
    expect(await counts(failed)).toEqual({
      "paid-new": 1,
      processing: 1,
      refunds: 1,
      "partner-failed": 0,
      "sync-failed": 1,
    });
    for (const item of await ownerAttention(noSyncs)) {
      if (item.key === "sync-failed") continue;
      const query = parseAdminOrdersQuery(new URL(item.href, "http://shop.test").searchParams);
      expect((await listOrdersForAdmin(query)).total, item.key).toBe(item.count);
    }
  });
});
