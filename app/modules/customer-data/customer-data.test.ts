// Download my data and Delete my account on a real database (decision 063): the file holds the
// customer's own rows and nobody else's; deletion keeps the orders for the books with the personal
// fields replaced and the money unchanged, ends every session, and refuses a wrong password.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { ADMIN_ROLE, grantRole, signIn } from "~/modules/accounts/index.server";
import { insightsScope, loadInsights, periodFromQuery } from "~/modules/insights/index.server";
import { subscribeToNewsletter } from "~/modules/newsletter/index.server";
import { orderFor, reload } from "../../../tests/support/admin-fixtures";
import { requestFor, signUpAndSignIn, uniqueEmail } from "../../../tests/support/account-fixtures";
import { makeProduct } from "../../../tests/support/checkout-fixtures";
import { customerDataExport, deleteCustomerAccount } from "./index.server";

const PASSWORD = "pastel-123";
let clients = 0;

/** A real account (a password, a session) with a paid order, a newsletter signup, a notify-list place and a review. */
async function customerWithData(name: string) {
  const email = uniqueEmail("data");
  const outcome = await signUpAndSignIn(requestFor("/auth", { ip: `10.9.0.${++clients}` }), {
    fullName: name,
    email,
    password: PASSWORD,
  });
  if (!outcome.ok) throw new Error(outcome.message);
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  const order = await orderFor(user!.id, { paid: true, email });
  await subscribeToNewsletter(email);
  const product = await makeProduct({ name: `${name} Hoodie` });
  const [variant] = await db
    .select()
    .from(schema.productVariants)
    .where(eq(schema.productVariants.productId, product.id));
  await db.insert(schema.dropSubscriptions).values({ variantId: variant!.id, email, unsubscribeToken: randomUUID() });
  await db.insert(schema.reviews).values({
    productHandle: product.handle,
    userId: user!.id,
    authorName: name,
    rating: 5,
    title: `${name} loves it`,
    body: "Soft and true to size.",
    fit: "true",
  });
  return { id: user!.id, email, order };
}

const rowsOf = async (user: { id: string; email: string }) => ({
  users: await db.select().from(schema.users).where(eq(schema.users.id, user.id)),
  sessions: await db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id)),
  newsletter: await db
    .select()
    .from(schema.newsletterSubscribers)
    .where(eq(schema.newsletterSubscribers.email, user.email)),
  notify: await db.select().from(schema.dropSubscriptions).where(eq(schema.dropSubscriptions.email, user.email)),
  reviews: await db.select().from(schema.reviews).where(eq(schema.reviews.userId, user.id)),
});

describe("download my data", () => {
  it("holds the customer's account, orders with lines and events, lists and reviews, and nobody else's", async () => {
    const customer = await customerWithData("Rae Export");
    const other = await customerWithData("Other Person");
    const file = await customerDataExport(customer.id);

    expect(file?.account).toMatchObject({ name: "Rae Export", email: customer.email, emailVerified: false });
    expect(file?.orders.map((order) => order.id)).toEqual([customer.order.id]);
    const [order] = file!.orders;
    expect(order?.total).toBe((customer.order.totalAmount / 100).toFixed(2));
    expect(order?.lines).toEqual([expect.objectContaining({ product: "Test Tee", quantity: 2, size: "S" })]);
    expect(order?.events.map((event) => event.type)).toEqual(["placed", "paid"]);
    expect(order?.shippingAddress.email).toBe(customer.email);
    expect(file?.newsletter?.email).toBe(customer.email);
    expect(file?.notifyLists).toEqual([expect.objectContaining({ product: "Rae Export Hoodie", size: "S" })]);
    expect(file?.reviews).toEqual([expect.objectContaining({ title: "Rae Export loves it", rating: 5 })]);

    const text = JSON.stringify(file);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.order.id);
    expect(text).not.toContain("Other Person");
  });
});

describe("delete my account", () => {
  it("refuses a wrong password at the password field and deletes nothing", async () => {
    const customer = await customerWithData("Wrong Guess");
    const before = await rowsOf(customer);
    const orderBefore = await reload(customer.order.id);

    const outcome = await deleteCustomerAccount(customer, "not-my-password");

    expect(outcome).toMatchObject({ ok: false, field: "password", message: "That password is not right" });
    expect(await rowsOf(customer)).toEqual(before);
    expect(before.sessions.length).toBeGreaterThan(0);
    expect(await reload(customer.order.id)).toEqual(orderBefore);
  });

  it("ends the sessions, removes the lists and reviews, and keeps the order with its personal fields replaced", async () => {
    const customer = await customerWithData("Gone Soon");
    const other = await customerWithData("Staying Put");
    const [partnerOrder] = await db
      .insert(schema.partnerOrders)
      .values({ orderId: customer.order.id, partner: "printful", partnerOrderId: "pf-1", state: "accepted" })
      .returning();
    const orderBefore = await reload(customer.order.id);
    const linesBefore = await db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, customer.order.id));
    const insightsNow = async () => {
      const { headline, countries, statuses } = await loadInsights(
        insightsScope(periodFromQuery(new URLSearchParams()).period),
      );
      return { headline: headline.current, countries, statuses };
    };
    const insightsBefore = await insightsNow();
    expect(insightsBefore.headline.orders).toBeGreaterThan(0);

    expect(await deleteCustomerAccount(customer, PASSWORD)).toEqual({ ok: true, orders: 1 });
    // The shop's books: every figure of the insights page as before.
    expect(await insightsNow()).toEqual(insightsBefore);

    expect(await rowsOf(customer)).toEqual({ users: [], sessions: [], newsletter: [], notify: [], reviews: [] });
    const signInAgain = await signIn(requestFor("/auth", { ip: "10.9.1.1" }), {
      email: customer.email,
      password: PASSWORD,
    });
    expect(signInAgain.ok).toBe(false);

    const order = await reload(customer.order.id);
    expect(order.userId).toBeNull();
    expect(order.shippingAddress).toEqual({
      ...orderBefore.shippingAddress,
      fullName: "Deleted customer",
      email: "deleted@softdrop.invalid",
      address: "(removed)",
    });
    expect(JSON.stringify(order)).not.toContain(customer.email);
    for (const column of [
      "subtotalAmount",
      "discountAmount",
      "shippingAmount",
      "totalAmount",
      "status",
      "paymentStatus",
    ] as const) {
      expect(order[column]).toEqual(orderBefore[column]);
    }
    expect(await db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id))).toEqual(
      linesBefore,
    );
    const [partnerAfter] = await db
      .select()
      .from(schema.partnerOrders)
      .where(eq(schema.partnerOrders.id, partnerOrder!.id));
    expect(partnerAfter).toEqual(partnerOrder);

    const others = await rowsOf(other);
    expect([others.users.length, others.newsletter.length, others.notify.length, others.reviews.length]).toEqual([
      1, 1, 1, 1,
    ]);
    expect((await reload(other.order.id)).userId).toBe(other.id);
  });

  it("refuses to delete the shop's only admin", async () => {
    const customer = await customerWithData("Only Admin");
    await db.delete(schema.userRoles).where(eq(schema.userRoles.role, ADMIN_ROLE));
    await grantRole(customer.id, ADMIN_ROLE);

    const outcome = await deleteCustomerAccount(customer, PASSWORD);

    expect(outcome).toMatchObject({ ok: false, field: "form", status: 409 });
    expect((await rowsOf(customer)).users).toHaveLength(1);
  });
});
