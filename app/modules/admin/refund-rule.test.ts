// The Issue refund form is offered exactly when the server refunds: every order state (status ×
// payment status, with and without a payment taken, ours and Shopify's) walked through both the
// admin card's rule and the server's refund, on a real database.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderSource } from "../../../db/schema";
import { makeUser } from "../../../tests/support/checkout-fixtures";
import { admin, orderFor } from "../../../tests/support/admin-fixtures";
import { issueRefund, listOrdersForAdmin } from "./admin-orders.server";
import { parseAdminOrdersQuery } from "./admin.schema";

let userId: string;
beforeAll(async () => {
  userId = await makeUser();
});

async function buttonShown(orderId: string) {
  const list = await listOrdersForAdmin(parseAdminOrdersQuery(new URLSearchParams({ q: orderId.slice(0, 8) })));
  return list.orders.find((order) => order.id === orderId)!.canIssueRefund;
}

describe("the refund rule, on the button and on the server", () => {
  it("agree in every order state", async () => {
    const walked: string[] = [];
    for (const source of ["native", "shopify"] as OrderSource[]) {
      for (const paid of [true, false]) {
        for (const status of ORDER_STATUSES) {
          for (const paymentStatus of PAYMENT_STATUSES) {
            const order = await orderFor(userId, { paid });
            await db.update(schema.orders).set({ status, paymentStatus, source }).where(eq(schema.orders.id, order.id));
            const shown = await buttonShown(order.id);
            const result = await issueRefund({ orderId: order.id, ...admin, request: { cents: 100 } });
            const accepted = result.ok && result.refunded === 100;
            const state = `${source} ${paid ? "with" : "without"} a payment, ${status}/${paymentStatus}`;
            expect(accepted, state).toBe(shown);
            // A refusal writes nothing.
            if (!accepted)
              expect(await db.select().from(schema.refunds).where(eq(schema.refunds.orderId, order.id))).toEqual([]);
            if (shown) walked.push(state);
          }
        }
      }
    }
    // Refundable: exactly our paid orders with money taken, whatever their status — the cancelled
    // one whose automatic refund is still pending included.
    expect(walked.sort()).toEqual(ORDER_STATUSES.map((status) => `native with a payment, ${status}/paid`).sort());
  });
});
