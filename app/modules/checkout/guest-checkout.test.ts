// Guest checkout on the database (decision 065; PGlite, or PostgreSQL with TEST_DATABASE_URL): off
// by default, a guest's paid order and its private link, the lookup, a later verified account taking
// the order, and the per-customer limits counted by email for guests.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { drainJobs } from "~/lib/jobs.server";
import { sandboxProvider } from "~/modules/payments/index.server";
import {
  cancelOrderByLink,
  claimGuestOrders,
  getOrderByLink,
  listOrdersForUser,
  lookUpOrder,
} from "~/modules/orders/index.server";
import { orderOfLink } from "~/modules/order-lifecycle/index.server";
import {
  guestCheckoutOpen,
  saveGuestCheckout,
  savedGuestCheckout,
  saveStoreSettings,
  storeSettings,
} from "~/modules/settings/index.server";
import { jobHandlers } from "../../../server/job-handlers";
import { readOutbox } from "../../../tests/support/mail-outbox";
import { checkoutForm, makeDrop, makeProduct, makeUser } from "../../../tests/support/checkout-fixtures";
import { submitCheckout } from "./submit-checkout.server";

const guestEmail = () => `Guest-${randomUUID().slice(0, 8)}@Example.test`;
const guestPays = (productId: string, email: string, extra: Record<string, string> = {}) =>
  submitCheckout(checkoutForm(productId, email, extra), null, sandboxProvider, true);

async function paidGuestOrder(email = guestEmail()) {
  const product = await makeProduct();
  const result = await guestPays(product.id, email);
  if (result.kind !== "paid" || !result.linkKey) throw new Error(`not paid: ${JSON.stringify(result)}`);
  return { ...result, linkKey: result.linkKey, email };
}

describe("guest checkout", () => {
  it("is the owner's choice, off until they tick it (GUEST_CHECKOUT unset)", async () => {
    expect(await guestCheckoutOpen()).toBe(false);
    const defaults = await storeSettings();
    await saveStoreSettings(defaults);
    await saveGuestCheckout(true);
    expect(await guestCheckoutOpen()).toBe(true);
    // Saving the other settings leaves the choice as it was.
    await saveStoreSettings({ ...defaults, shopName: "Guest Shop" });
    expect(await savedGuestCheckout()).toBe(true);
    await saveGuestCheckout(false);
    expect(await guestCheckoutOpen()).toBe(false);
  });

  it("is refused as 'Authentication Required' while the shop does not allow it", async () => {
    const product = await makeProduct();
    const email = guestEmail();
    expect(await submitCheckout(checkoutForm(product.id, email), null, sandboxProvider)).toEqual({
      kind: "auth-required",
    });
    const orders = await db.select().from(schema.orders).where(eq(schema.orders.guestEmail, email.toLowerCase()));
    expect(orders).toEqual([]);
  });

  it("pays as a guest; the confirmation email carries the order's link, which opens it and cancels it", async () => {
    const { orderId, linkKey, email } = await paidGuestOrder();
    const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order).toMatchObject({ userId: null, guestEmail: email.toLowerCase(), paymentStatus: "paid" });

    await drainJobs(jobHandlers);
    const mail = (await readOutbox(env.DATA_DIR)).find((message) =>
      message.to.toLowerCase().includes(email.toLowerCase()),
    );
    expect(mail?.body).toContain(`/orders/${orderId}?key=${linkKey}`);

    expect((await getOrderByLink(orderId, linkKey))?.order.id).toBe(orderId);
    expect(await getOrderByLink(orderId, `${linkKey.slice(0, -2)}xx`)).toBeNull();
    expect(await getOrderByLink(randomUUID(), linkKey)).toBeNull();

    const cancelled = await cancelOrderByLink(orderId, linkKey);
    expect(cancelled.status).toBe("cancelled");
    const events = await db.select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, orderId));
    expect(events.find((event) => event.type === "cancelled_by_customer")).toMatchObject({ actor: null });
    await expect(cancelOrderByLink(orderId, `${linkKey}x`)).rejects.toThrow("Order not found");
  });

  it("the lookup emails the link for a real pair only, and answers alike", async () => {
    const { orderId, linkKey, email } = await paidGuestOrder();
    await drainJobs(jobHandlers);
    const before = (await readOutbox(env.DATA_DIR)).length;
    const number = orderId.slice(0, 8).toUpperCase();
    expect(await lookUpOrder({ orderNumber: "0badc0de", email: email.toLowerCase() }, null)).toEqual({ ok: true });
    expect(await lookUpOrder({ orderNumber: number.toLowerCase(), email: "someone@example.test" }, null)).toEqual({
      ok: true,
    });
    await drainJobs(jobHandlers);
    expect((await readOutbox(env.DATA_DIR)).length).toBe(before);
    expect(await lookUpOrder({ orderNumber: number.toLowerCase(), email: email.toLowerCase() }, null)).toEqual({
      ok: true,
    });
    await drainJobs(jobHandlers);
    const sent = (await readOutbox(env.DATA_DIR)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(`/orders/${orderId}?key=${linkKey}`);
  });

  it("throttles the lookup like sign-in: the sixth try for one address in 15 minutes is refused", async () => {
    const email = guestEmail().toLowerCase();
    for (let i = 0; i < 5; i += 1) {
      expect(await lookUpOrder({ orderNumber: "0badc0de", email }, null)).toEqual({ ok: true });
    }
    expect(await lookUpOrder({ orderNumber: "0badc0de", email }, null)).toMatchObject({ ok: false });
  });

  it("a verified account with the guest's address takes the order; its link ends", async () => {
    const { orderId, linkKey, email } = await paidGuestOrder();
    const userId = await makeUser();
    await db.update(schema.users).set({ email: email.toLowerCase() }).where(eq(schema.users.id, userId));
    const user = { id: userId, email: email.toLowerCase(), emailVerified: false };
    expect(await claimGuestOrders(user)).toBe(0);
    expect(await listOrdersForUser(userId)).toEqual([]);
    expect(await claimGuestOrders({ ...user, emailVerified: true })).toBe(1);
    expect((await listOrdersForUser(userId)).map((order) => order.id)).toEqual([orderId]);
    expect(await orderOfLink(orderId, linkKey)).toBeNull();
  });

  it("counts a drop's per-customer limit by email for guests, and with a verified account of that email", async () => {
    const { product } = await makeDrop({ launchInMs: -60_000, editionSize: 10, perCustomerLimit: 1 });
    const email = guestEmail();
    expect((await guestPays(product.id, email)).kind).toBe("paid");
    // The same address in other letters is the same customer.
    expect(await guestPays(product.id, email.toUpperCase())).toMatchObject({
      kind: "error",
      detail: "You can buy at most 1 of this product in this drop",
    });
    expect((await guestPays(product.id, guestEmail())).kind).toBe("paid");
    // An account verified with that address counts the guest's units as its own.
    const userId = await makeUser();
    await db
      .update(schema.users)
      .set({ email: email.toLowerCase(), emailVerified: true })
      .where(eq(schema.users.id, userId));
    const signedIn = { id: userId, email: email.toLowerCase(), emailVerified: true };
    expect(await submitCheckout(checkoutForm(product.id, email), signedIn, sandboxProvider)).toMatchObject({
      kind: "error",
      detail: "You can buy at most 1 of this product in this drop",
    });
  });

  it("counts a once-per-customer code by email for guests, and a guest with a verified account's address as it", async () => {
    const product = await makeProduct({ basePrice: 2000 });
    const code = `G${randomUUID().slice(0, 8)}`;
    await db
      .insert(schema.promotions)
      .values({ code, name: code, kind: "percent", percentOff: 20, oncePerCustomer: true });
    const email = guestEmail();
    expect((await guestPays(product.id, email, { promotionCode: code })).kind).toBe("paid");
    expect(await guestPays(product.id, email.toLowerCase(), { promotionCode: code })).toMatchObject({
      kind: "error",
      detail: "You have already used this code",
    });
    expect((await guestPays(product.id, guestEmail(), { promotionCode: code })).kind).toBe("paid");

    const userId = await makeUser();
    const [account] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
    await db.update(schema.users).set({ emailVerified: true }).where(eq(schema.users.id, userId));
    expect(
      (
        await submitCheckout(
          checkoutForm(product.id, account!.email, { promotionCode: code }),
          { id: userId },
          sandboxProvider,
        )
      ).kind,
    ).toBe("paid");
    // A guest typing the verified account's address is that customer: the code is used.
    expect(await guestPays(product.id, account!.email, { promotionCode: code })).toMatchObject({
      kind: "error",
      detail: "You have already used this code",
    });
  });
});
