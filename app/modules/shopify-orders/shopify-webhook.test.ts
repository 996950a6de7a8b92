// Shopify's order webhooks against the real database: signed deliveries become orders, applied
// once per delivery id, never overwritten by an older state, and shown to the right people.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { cookieHeaderFrom, requestFor, signUpAndSignIn, uniqueEmail } from "../../../tests/support/account-fixtures";
import { loader as ordersLoader } from "~/routes/orders";
import { loader as orderLoader } from "~/routes/orders.$id";
import { listOrdersForAdmin, issueRefund, updateOrderStatus } from "~/modules/admin/index.server";
import { parseAdminOrdersQuery } from "~/modules/admin";
import { statusEmails } from "../../../tests/support/admin-fixtures";
import { getOrderForUser, listOrdersForUser } from "~/modules/orders/index.server";
import { markOrderPaid } from "~/modules/order-lifecycle/index.server";
import { FAKE_WEBHOOK_SECRET, shopifyOrder, webhookRequest } from "../../../tests/fakes/shopify-webhooks";
import { respondToShopifyWebhook } from "./shopify-webhook.server";

const URL_ = "http://localhost:3000/webhooks/shopify";
const send = (topic: string, body: unknown, options: Parameters<typeof webhookRequest>[3] = {}) =>
  respondToShopifyWebhook(webhookRequest(URL_, topic, body, options), FAKE_WEBHOOK_SECRET);

async function stored(shopifyId: number) {
  const [row] = await db
    .select({ order: schema.orders, shopify: schema.shopifyOrders })
    .from(schema.shopifyOrders)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.shopifyOrders.orderId))
    .where(eq(schema.shopifyOrders.shopifyId, String(shopifyId)));
  return row;
}

const later = (base: string, minutes: number) => new Date(Date.parse(base) + minutes * 60_000).toISOString();

async function verifiedCustomer() {
  const email = uniqueEmail("shopify-customer");
  const outcome = await signUpAndSignIn(requestFor("/auth"), {
    fullName: "Robin Shopper",
    email,
    password: "secret-123",
  });
  if (!outcome.ok) throw new Error(outcome.message);
  await db.update(schema.users).set({ emailVerified: true }).where(eq(schema.users.email, email));
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  return { ...user!, cookie: cookieHeaderFrom(outcome.headers) };
}

type OrdersArgs = Parameters<typeof ordersLoader>[0];
type OrderArgs = Parameters<typeof orderLoader>[0];
const pageAs = (cookie: string, path: string, params = {}) =>
  ({ request: requestFor(path, { cookie }), params, context: {} }) as unknown;

describe("POST /webhooks/shopify", () => {
  it("turns orders/create into a pending Shopify order with its lines, address and total", async () => {
    const order = shopifyOrder({ financialStatus: "paid" });
    const response = await send("orders/create", order);
    expect(response.status).toBe(200);
    const row = await stored(order.id);
    expect(row?.order).toMatchObject({
      source: "shopify",
      status: "pending",
      paymentStatus: "paid",
      totalAmount: 6050,
      subtotalAmount: 5450,
      shippingAmount: 600,
      userId: null,
    });
    expect(row?.order.shippingAddress).toEqual({
      fullName: "Robin Shopper",
      email: order.email,
      address: "12 Pastel Lane, Apt 3",
      city: "Portland",
      state: "OR",
      zipCode: "97201",
      country: "US",
    });
    expect(row?.shopify.name).toBe(order.name);
    expect(row?.shopify.lines).toEqual([
      {
        title: "Cloud Tee",
        variantTitle: "M / Lilac",
        sku: "PF-TEE-M-LILAC",
        quantity: 1,
        price: 2500,
        productId: "1",
      },
      { title: "Sticker 03", variantTitle: null, sku: "PY-STICKER-03", quantity: 5, price: 590, productId: "3" },
    ]);
  });

  it("answers 401 and changes nothing for a bad or missing signature", async () => {
    const order = shopifyOrder();
    const id = randomUUID();
    for (const hmac of [null, "", "bm90IHRoZSBzaWduYXR1cmU=", await signedWith("another-secret", order)]) {
      const response = await send("orders/create", order, { id, hmac });
      expect(response.status).toBe(401);
    }
    // A body changed after signing fails too.
    const good = webhookRequest(URL_, "orders/create", order, { id });
    const tampered = new Request(good, { body: JSON.stringify({ ...order, total_price: "0.01" }) });
    expect((await respondToShopifyWebhook(tampered, FAKE_WEBHOOK_SECRET)).status).toBe(401);
    expect(await stored(order.id)).toBeUndefined();
    const [seen] = await db
      .select({ n: count() })
      .from(schema.shopifyWebhooks)
      .where(eq(schema.shopifyWebhooks.id, id));
    expect(seen!.n).toBe(0);
    // The same delivery, correctly signed, is then applied: the id was not spent by the bad ones.
    expect((await send("orders/create", order, { id })).status).toBe(200);
    expect(await stored(order.id)).toBeDefined();
  });

  it("applies a redelivered webhook once", async () => {
    const order = shopifyOrder();
    await send("orders/create", order);
    const fulfilled = {
      ...shopifyOrder({
        id: order.id,
        fulfillmentStatus: "fulfilled",
        trackingNumber: "1Z999",
        updatedAt: later(order.updated_at, 5),
      }),
      created_at: order.created_at,
    };
    const id = randomUUID();
    const first = await (await send("orders/fulfilled", fulfilled, { id })).json();
    const again = await (await send("orders/fulfilled", fulfilled, { id })).json();
    expect(first.outcome).toBe("applied");
    expect(again.outcome).toBe("duplicate");
    const row = await stored(order.id);
    expect(row?.order.status).toBe("shipped");
    expect(row?.order.trackingNumber).toBe("1Z999");
    const events = await db.select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, row!.order.id));
    expect(events.filter((event) => event.type === "status_changed")).toHaveLength(1);
  });

  it("lets an out-of-date orders/updated lose to a newer one, whatever the arrival order", async () => {
    const order = shopifyOrder();
    const newer = shopifyOrder({
      id: order.id,
      createdAt: order.created_at,
      cancelledAt: later(order.created_at, 9),
      updatedAt: later(order.created_at, 10),
    });
    const older = shopifyOrder({
      id: order.id,
      createdAt: order.created_at,
      financialStatus: "paid",
      updatedAt: later(order.created_at, 2),
    });
    expect((await (await send("orders/updated", newer)).json()).outcome).toBe("applied");
    expect((await (await send("orders/updated", older)).json()).outcome).toBe("stale");
    expect((await (await send("orders/create", order)).json()).outcome).toBe("stale");
    const row = await stored(order.id);
    expect(row?.order.status).toBe("cancelled");
    expect(row?.order.paymentStatus).toBe("unpaid");
    expect(row?.shopify.shopifyUpdatedAt.toISOString()).toBe(newer.updated_at);
  });

  it("keeps an admin's change when Shopify repeats a state it reported before", async () => {
    const order = shopifyOrder();
    await send("orders/create", order);
    const row = await stored(order.id);
    await updateOrderStatus({ orderId: row!.order.id, status: "processing", actorId: "admin-user" });
    await send(
      "orders/paid",
      shopifyOrder({
        id: order.id,
        createdAt: order.created_at,
        financialStatus: "paid",
        updatedAt: later(order.created_at, 3),
      }),
    );
    const after = await stored(order.id);
    expect(after?.order.status).toBe("processing");
    // The admin's change emailed the customer, naming the order as Shopify numbered it.
    const mails = await statusEmails(order.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Your softdrop order ${order.name} is processing`]);
    expect(after?.order.paymentStatus).toBe("paid");
    // Shopify's news (it shipped) still moves the order.
    await send(
      "orders/fulfilled",
      shopifyOrder({
        id: order.id,
        createdAt: order.created_at,
        financialStatus: "paid",
        fulfillmentStatus: "fulfilled",
        updatedAt: later(order.created_at, 6),
      }),
    );
    expect((await stored(order.id))?.order.status).toBe("shipped");
  });

  it("takes products/update and products/delete once each (they empty the catalogue cache)", async () => {
    const id = randomUUID();
    const product = { id: 632910392, title: "Cloud Tee", updated_at: new Date().toISOString() };
    expect(await (await send("products/update", product, { id })).json()).toEqual({
      received: true,
      outcome: "applied",
    });
    expect(await (await send("products/update", product, { id })).json()).toEqual({
      received: true,
      outcome: "duplicate",
    });
    expect((await send("products/delete", { id: 632910392 })).status).toBe(200);
  });

  it("rejects an unreadable order body with 400 and records nothing", async () => {
    const id = randomUUID();
    const response = await send("orders/create", { id: "not a number", name: "" }, { id });
    expect(response.status).toBe(400);
    const [seen] = await db
      .select({ n: count() })
      .from(schema.shopifyWebhooks)
      .where(eq(schema.shopifyWebhooks.id, id));
    expect(seen!.n).toBe(0);
  });

  it("is never paid, refunded or cancelled-with-refund through our own payment path", async () => {
    const order = shopifyOrder();
    await send("orders/create", order);
    const row = (await stored(order.id))!;
    const paid = await db.transaction((tx) => markOrderPaid(tx, { orderId: row.order.id, provider: "sandbox" }));
    expect(paid).toBeNull();
    expect((await stored(order.id))?.order.paymentStatus).toBe("unpaid");
    await send(
      "orders/paid",
      shopifyOrder({
        id: order.id,
        createdAt: order.created_at,
        financialStatus: "paid",
        updatedAt: later(order.created_at, 1),
      }),
    );
    const refund = await issueRefund({ orderId: row.order.id, actorId: "admin-user" });
    expect(refund).toEqual({ ok: false, message: "This order was paid on Shopify: refund it in the Shopify admin" });
    await updateOrderStatus({ orderId: row.order.id, status: "cancelled", actorId: "admin-user" });
    const jobs = await db.select().from(schema.jobs).where(eq(schema.jobs.type, "refund-payment"));
    expect(jobs.some((job) => (job.payload as { orderId?: string }).orderId === row.order.id)).toBe(false);
  });
});

describe("who sees a Shopify order", () => {
  it("shows it in the /orders of the verified customer with its email, with its lines", async () => {
    const customer = await verifiedCustomer();
    const order = shopifyOrder({ email: customer.email.toUpperCase() });
    await send("orders/create", order);
    const mine = await listOrdersForUser(customer.id);
    expect(mine.map((row) => row.source)).toEqual(["shopify"]);
    // The pages: /orders lists it by its Shopify number, /orders/:id shows its lines.
    const list = await ordersLoader(pageAs(customer.cookie, "/orders") as OrdersArgs);
    expect(list.orders.map((row) => [row.number, row.total, row.status])).toEqual([
      [order.name.slice(1), "$60.50", "pending"],
    ]);
    const page = await orderLoader(pageAs(customer.cookie, `/orders/${mine[0]!.id}`, { id: mine[0]!.id }) as OrderArgs);
    expect(page.items.map((item) => item.name)).toEqual(["Cloud Tee", "Sticker 03"]);
    expect([page.canCancel, page.canRefund]).toEqual([false, false]);
    const detail = await getOrderForUser(mine[0]!.id, customer.id);
    expect(detail?.items.map((item) => [item.name, item.size, item.quantity, item.price])).toEqual([
      ["Cloud Tee", "M / Lilac", 1, 2500],
      ["Sticker 03", null, 5, 590],
    ]);
  });

  it("shows an order with no matching account only to admins", async () => {
    const stranger = await verifiedCustomer();
    const order = shopifyOrder({ email: uniqueEmail("nobody") });
    await send("orders/create", order);
    const row = (await stored(order.id))!;
    expect(row.order.userId).toBeNull();
    expect(await listOrdersForUser(stranger.id)).toEqual([]);
    expect(await getOrderForUser(row.order.id, stranger.id)).toBeNull();
    const asStranger = orderLoader(
      pageAs(stranger.cookie, `/orders/${row.order.id}`, { id: row.order.id }) as OrderArgs,
    );
    await expect(asStranger).rejects.toMatchObject({ init: { status: 404 } });
    const strangerList = await ordersLoader(pageAs(stranger.cookie, "/orders") as OrdersArgs);
    expect(strangerList.orders).toEqual([]);
    const admin = await listOrdersForAdmin(parseAdminOrdersQuery(new URLSearchParams({ q: order.email })));
    expect(admin.orders.map((listed) => listed.id)).toEqual([row.order.id]);
    const byName = await listOrdersForAdmin(parseAdminOrdersQuery(new URLSearchParams({ q: order.name })));
    expect(byName.orders.map((listed) => [listed.id, listed.shopifyNumber])).toEqual([
      [row.order.id, order.name.slice(1)],
    ]);
  });
});

async function signedWith(secret: string, body: unknown) {
  const { signBody } = await import("../../../tests/fakes/shopify-webhooks");
  return signBody(JSON.stringify(body), secret);
}
