// What a Shopify order payload means in our terms: its status and payment status (decision 026),
// its customer, address, lines and amounts.
import { centsFromDecimal } from "~/lib/money";
import type { ShopifyOrderPayload, OrderTopic } from "~/integrations/shopify/webhooks.server";
import type { OrderStatus, PaymentStatus, ShippingAddress, ShopifyOrderLine } from "../../../db/schema";

/** Shopify's state as one of ours: cancelled, fulfilled (shipped) or otherwise pending. */
export function shopifyStatusOf(order: ShopifyOrderPayload, topic: OrderTopic): OrderStatus {
  if (topic === "orders/cancelled" || order.cancelled_at) return "cancelled";
  if (topic === "orders/fulfilled" || order.fulfillment_status === "fulfilled") return "shipped";
  return "pending";
}

export function paymentStatusOf(order: ShopifyOrderPayload, topic: OrderTopic): PaymentStatus {
  if (order.financial_status === "refunded") return "refunded";
  if (topic === "orders/paid") return "paid";
  if (order.financial_status === "paid" || order.financial_status === "partially_refunded") return "paid";
  if (order.financial_status === "voided") return "failed";
  return "unpaid";
}

/** The last tracking number Shopify reports on the order's fulfilments, if any. */
export function trackingNumberOf(order: ShopifyOrderPayload): string | null {
  const numbers = (order.fulfillments ?? []).flatMap((fulfilment) => [
    ...(fulfilment.tracking_number ? [fulfilment.tracking_number] : []),
    ...(fulfilment.tracking_numbers ?? []),
  ]);
  return numbers.at(-1)?.trim().slice(0, 100) || null;
}

export function customerEmailOf(order: ShopifyOrderPayload) {
  return (order.email || order.contact_email || order.customer?.email || "").trim();
}

export function shippingAddressOf(order: ShopifyOrderPayload): ShippingAddress {
  const address = order.shipping_address ?? order.billing_address;
  const joined = (...parts: (string | null | undefined)[]) =>
    parts
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(" ");
  const fullName =
    address?.name?.trim() ||
    joined(address?.first_name, address?.last_name) ||
    joined(order.customer?.first_name, order.customer?.last_name);
  return {
    fullName,
    email: customerEmailOf(order),
    address: [address?.address1, address?.address2].filter((part) => part?.trim()).join(", "),
    city: address?.city?.trim() ?? "",
    state: address?.province_code?.trim() || address?.province?.trim() || "",
    zipCode: address?.zip?.trim() ?? "",
    country: address?.country_code?.trim().toUpperCase() || address?.country?.trim() || "",
  };
}

export function linesOf(order: ShopifyOrderPayload): ShopifyOrderLine[] {
  return order.line_items.map((line) => ({
    title: line.title,
    variantTitle: line.variant_title?.trim() || null,
    sku: line.sku?.trim() || null,
    productId: line.product_id == null ? null : String(line.product_id),
    quantity: line.quantity,
    price: centsFromDecimal(line.price),
  }));
}

export function amountsOf(order: ShopifyOrderPayload) {
  const total = centsFromDecimal(order.total_price);
  const shipping = order.total_shipping_price_set
    ? centsFromDecimal(order.total_shipping_price_set.shop_money.amount)
    : 0;
  const subtotal = order.subtotal_price != null ? centsFromDecimal(order.subtotal_price) : total - shipping;
  return { totalAmount: total, subtotalAmount: subtotal, shippingAmount: shipping, currency: order.currency };
}
