// The /admin route's loader and action called directly, as a forged request would call them:
// only an admin's session changes anything, and every input is checked on the server.
import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { takeToast } from "~/lib/toast.server";
import { ADMIN_ROLE, grantRole } from "~/modules/accounts/index.server";
import { cookieHeaderFrom, requestFor, signUpAndSignIn, uniqueEmail } from "../../../tests/support/account-fixtures";
import { placeOrder } from "~/modules/checkout/index.server";
import { payForOrder, sandboxProvider } from "~/modules/payments/index.server";
import { card, makeProduct, shipping } from "../../../tests/support/checkout-fixtures";
import { requestRefund } from "~/modules/orders/index.server";
import { action, loader } from "~/routes/admin";

type Args = Parameters<typeof loader>[0];
const argsFor = (request: Request) => ({ request, params: {}, context: {} }) as unknown as Args;

async function account(label: string, options: { admin?: boolean } = {}) {
  const email = uniqueEmail(label);
  const outcome = await signUpAndSignIn(requestFor("/auth"), {
    fullName: `${label} person`,
    email,
    password: "secret-123",
  });
  if (!outcome.ok) throw new Error(outcome.message);
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  if (options.admin) await grantRole(user!.id, ADMIN_ROLE);
  return { id: user!.id, email, cookie: cookieHeaderFrom(outcome.headers) };
}

async function orderOf(userId: string, options: { paid?: boolean } = {}) {
  const product = await makeProduct();
  const { order } = await placeOrder({
    userId,
    checkoutKey: randomUUID(),
    lines: [{ productId: product.id, size: "M", color: "White", quantity: 1 }],
    shipping,
  });
  if (options.paid) await payForOrder({ orderId: order.id, userId, card: card("4242424242424242") }, sandboxProvider);
  return order;
}

function post(cookie: string | undefined, fields: Record<string, string>) {
  return requestFor("/admin", {
    cookie,
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

async function settle(promise: Promise<unknown>): Promise<Response> {
  try {
    const value = await promise;
    if (value instanceof Response) return value;
    // data() from React Router: a DataWithResponseInit.
    const { data, init } = value as { data: unknown; init?: ResponseInit };
    return Response.json(data, init ?? undefined);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const reload = async (id: string) => (await db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;
const jobCount = async () => (await db.select({ n: count() }).from(schema.jobs))[0]!.n;

describe("a customer's session on /admin", () => {
  it("is sent home from the loader and from every action, and nothing changes", async () => {
    const customer = await account("customer");
    const order = await orderOf(customer.id, { paid: true });
    await db.update(schema.orders).set({ status: "delivered" }).where(eq(schema.orders.id, order.id));
    await requestRefund(order.id, customer.id, "Please");
    const before = await reload(order.id);
    const jobsBefore = await jobCount();

    const page = await settle(loader(argsFor(requestFor("/admin", { cookie: customer.cookie }))));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/");

    const forged: Record<string, string>[] = [
      { intent: "update-status", orderId: order.id, status: "cancelled" },
      { intent: "update-status", orderId: order.id, status: "shipped", trackingNumber: "FORGED" },
      { intent: "issue-refund", orderId: order.id },
    ];
    for (const fields of forged) {
      const response = await settle(action(argsFor(post(customer.cookie, fields))));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    }
    expect(await reload(order.id)).toEqual(before);
    expect(await jobCount()).toBe(jobsBefore);
  });

  it("a visitor is sent to sign in, and nothing changes", async () => {
    const customer = await account("owner");
    const order = await orderOf(customer.id);
    const response = await settle(
      action(argsFor(post(undefined, { intent: "update-status", orderId: order.id, status: "shipped" }))),
    );
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fadmin");
    expect((await reload(order.id)).status).toBe("pending");
  });
});

describe("an admin on /admin", () => {
  it("sees the orders", async () => {
    const admin = await account("admin", { admin: true });
    const customer = await account("buyer");
    const order = await orderOf(customer.id);
    const result = await loader(argsFor(requestFor(`/admin?q=${order.id.slice(0, 8)}`, { cookie: admin.cookie })));
    expect(result).toMatchObject({ adminName: "admin person", loadError: false, query: { q: order.id.slice(0, 8) } });
    expect(result.list.orders.map((row) => row.id)).toEqual([order.id]);
  });

  it("changes a status and goes back to the list with the 'Order status updated' toast", async () => {
    const admin = await account("admin", { admin: true });
    const customer = await account("buyer");
    const order = await orderOf(customer.id, { paid: true });
    const response = await settle(
      action(
        argsFor(
          post(admin.cookie, {
            intent: "update-status",
            orderId: order.id,
            status: "shipped",
            trackingNumber: " TRK-42 ",
            returnTo: "/admin?status=pending&page=1",
          }),
        ),
      ),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin?status=pending&page=1");
    const { toast } = await takeToast(requestFor("/admin", { cookie: cookieHeaderFrom(response.headers) }));
    expect(toast).toEqual({
      type: "success",
      title: "Order status updated",
      description: `Order #${order.id.slice(0, 8).toUpperCase()} is now shipped. We emailed the customer.`,
    });
    expect(await reload(order.id)).toMatchObject({ status: "shipped", trackingNumber: "TRK-42" });
  });

  it("never sends the admin off the admin screen", async () => {
    const admin = await account("admin", { admin: true });
    const customer = await account("buyer");
    const order = await orderOf(customer.id, { paid: true });
    for (const [returnTo, expected] of [
      ["https://evil.example/admin", "/admin"],
      ["/orders", "/admin"],
      ["/administrator", "/admin"],
    ] as const) {
      await db.update(schema.orders).set({ status: "pending" }).where(eq(schema.orders.id, order.id));
      const response = await settle(
        action(
          argsFor(post(admin.cookie, { intent: "update-status", orderId: order.id, status: "processing", returnTo })),
        ),
      );
      expect(response.headers.get("Location")).toBe(expected);
    }
  });

  it("refuses bad input with 400 and the same status with 409, changing nothing", async () => {
    const admin = await account("admin", { admin: true });
    const customer = await account("buyer");
    const order = await orderOf(customer.id, { paid: true });
    const jobsBefore = await jobCount();
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "update-status", orderId: order.id, status: "pending" }, 400, "Failed to update order status"],
      [{ intent: "update-status", orderId: order.id, status: "lost" }, 400, "Failed to update order status"],
      [{ intent: "update-status", orderId: "42", status: "shipped" }, 400, "Failed to update order status"],
      [
        { intent: "update-status", orderId: order.id, status: "shipped", trackingNumber: "x".repeat(101) },
        400,
        "Failed to update order status",
      ],
      [{ intent: "drop-tables", orderId: order.id }, 400, "Failed to update order status"],
      // More than was paid: refused at its field (decision 051), nothing written.
      [{ intent: "issue-refund", orderId: order.id, amount: "99999.00" }, 400, "Failed to issue refund"],
      [{ intent: "update-status", orderId: order.id, status: "processing" }, 303, ""],
      [{ intent: "update-status", orderId: order.id, status: "processing" }, 409, "Failed to update order status"],
    ];
    for (const [fields, status, title] of cases) {
      const response = await settle(action(argsFor(post(admin.cookie, fields))));
      expect(response.status, JSON.stringify(fields)).toBe(status);
      if (title) expect(await response.json()).toMatchObject({ ok: false, toast: { title } });
    }
    expect(await reload(order.id)).toMatchObject({ status: "processing", trackingNumber: null });
    expect(await jobCount()).toBe(jobsBefore + 1);
  });

  it("refuses to move an unpaid order into production with 409 and the reason, changing nothing", async () => {
    const admin = await account("admin", { admin: true });
    const customer = await account("buyer");
    const order = await orderOf(customer.id);
    const jobsBefore = await jobCount();
    const response = await settle(
      action(argsFor(post(admin.cookie, { intent: "update-status", orderId: order.id, status: "shipped" }))),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      ok: false,
      toast: { title: "Failed to update order status", description: expect.stringContaining("not paid yet") },
    });
    expect(await reload(order.id)).toMatchObject({ status: "pending", notes: null });
    expect(await jobCount()).toBe(jobsBefore);
  });

  it("issues a requested refund", async () => {
    const admin = await account("admin", { admin: true });
    const customer = await account("buyer");
    const order = await orderOf(customer.id, { paid: true });
    await db.update(schema.orders).set({ status: "delivered" }).where(eq(schema.orders.id, order.id));
    await requestRefund(order.id, customer.id, "Too big");
    const response = await settle(action(argsFor(post(admin.cookie, { intent: "issue-refund", orderId: order.id }))));
    expect(response.status).toBe(303);
    expect(await reload(order.id)).toMatchObject({ status: "delivered", paymentStatus: "refunded" });
  });

  it("gets the 'Failed to load orders' flag when the orders cannot be read", async () => {
    const admin = await account("admin", { admin: true });
    await db.execute(sql`alter table orders rename to orders_unavailable`);
    try {
      const result = await loader(argsFor(requestFor("/admin", { cookie: admin.cookie })));
      expect(result).toMatchObject({ loadError: true, list: { orders: [], total: 0 } });
    } finally {
      await db.execute(sql`alter table orders_unavailable rename to orders`);
    }
  });
});
