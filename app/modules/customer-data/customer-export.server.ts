// Download my data (GDPR articles 15 and 20): everything the shop keeps about one signed-in
// customer, as one JSON document. Each part is read through the module that owns it, by the
// customer's id or the account's own address, so nobody else's rows can reach the file.
import { decimalAmount } from "~/lib/money";
import { shortOrderId } from "~/lib/order-number";
import { accountOf } from "~/modules/accounts/index.server";
import { savedAddresses } from "~/modules/checkout/index.server";
import { notifySubscriptionsOf } from "~/modules/drops/index.server";
import { newsletterSubscriptionOf } from "~/modules/newsletter/index.server";
import {
  claimGuestOrders,
  getOrderForUser,
  listOrdersForUser,
  shopifyOrderNumbers,
} from "~/modules/orders/index.server";
import { reviewsOfCustomer } from "~/modules/reviews/index.server";

/** "moth-bloom-data-2026-11-27.json": the shop's name as letters and digits, and the day (UTC). */
export function exportFileName(shopName: string, now = new Date()) {
  const slug =
    shopName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "shop";
  return `${slug}-data-${now.toISOString().slice(0, 10)}.json`;
}

async function ordersOf(userId: string) {
  const rows = await listOrdersForUser(userId);
  const numbers = await shopifyOrderNumbers(rows.map((order) => order.id));
  const details = await Promise.all(rows.map((order) => getOrderForUser(order.id, userId)));
  return details.flatMap((detail) => {
    if (!detail) return [];
    const { order, items, events, parcels } = detail;
    return [
      {
        number: numbers.get(order.id) ?? shortOrderId(order.id),
        id: order.id,
        placedAt: order.createdAt.toISOString(),
        status: order.status,
        paymentStatus: order.paymentStatus,
        currency: order.currency,
        subtotal: decimalAmount(order.subtotalAmount),
        discount: decimalAmount(order.discountAmount),
        shipping: decimalAmount(order.shippingAmount),
        shippingDiscount: decimalAmount(order.shippingDiscountAmount),
        total: decimalAmount(order.totalAmount),
        shippingMethod: order.shippingMethod,
        shippingAddress: order.shippingAddress,
        trackingNumber: order.trackingNumber,
        parcels,
        lines: items.map((item) => ({
          product: item.name,
          size: item.size,
          color: item.color,
          quantity: item.quantity,
          unitPrice: decimalAmount(item.price),
          discount: decimalAmount(item.discountAmount),
          personalisation: item.personalisation ?? null,
        })),
        events: events.map((event) => ({
          type: event.type,
          toStatus: event.toStatus,
          reason: event.reason,
          at: event.at,
        })),
      },
    ];
  });
}

/** The document, or null when the account no longer exists (deleted in another tab). */
export async function customerDataExport(userId: string, now = new Date()) {
  const account = await accountOf(userId);
  if (!account) return null;
  // Guest orders of the verified address are the account's too (decision 065).
  await claimGuestOrders({ id: userId, email: account.email, emailVerified: account.emailVerified });
  const [orders, addresses, notifyLists, newsletter, reviews] = await Promise.all([
    ordersOf(userId),
    savedAddresses(userId),
    notifySubscriptionsOf(account.email),
    newsletterSubscriptionOf(account.email),
    reviewsOfCustomer(userId),
  ]);
  return {
    exportedAt: now.toISOString(),
    account: {
      name: account.name,
      email: account.email,
      emailVerified: account.emailVerified,
      createdAt: account.createdAt.toISOString(),
    },
    // The saved addresses (decision 065), the last used first.
    addresses: addresses.map(({ id: _id, ...address }) => address),
    orders,
    notifyLists,
    newsletter,
    reviews,
  };
}
