// Printful's answers in the port's shape: an order's state, shipments and costs, and its shipping rates.
import { decimalToCents } from "../catalogue-mapping";
import type { PartnerCosts, PartnerView, ShippingOption } from "../partner-port";
import type { PrintfulOrder, PrintfulShippingRate } from "./schemas";

export function printfulView(order: PrintfulOrder): PartnerView {
  const shipments = order.shipments.map((shipment) => ({
    carrier: shipment.carrier ?? null,
    trackingNumber: shipment.tracking_number,
    trackingUrl: shipment.tracking_url ?? null,
  }));
  const costs = printfulCosts(order.costs);
  const view = (state: PartnerView["state"], error?: string): PartnerView => ({
    state,
    shipments,
    costs,
    ...(error ? { error } : {}),
  });
  switch (order.status) {
    case "draft":
      return view("draft");
    case "pending":
    case "onhold":
      return view("accepted");
    case "inprocess":
    case "partial":
      return view("in_production");
    case "fulfilled":
      return view(shipments.length ? "shipped" : "in_production");
    case "failed":
      return view("failed", "Printful could not fulfil this order (status failed)");
    case "canceled":
    case "archived":
      return view("cancelled");
    default:
      return view("accepted");
  }
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;
const decimal = (value: string | null | undefined) => (value && DECIMAL.test(value) ? decimalToCents(value) : null);

/** Printful's order costs (decimal strings): the total, the products after discount, the shipping. */
export function printfulCosts(costs: PrintfulOrder["costs"]): PartnerCosts | null {
  const totalCents = decimal(costs?.total);
  if (!costs?.currency || totalCents === null) return null;
  const subtotal = decimal(costs.subtotal);
  return {
    currency: costs.currency,
    totalCents,
    productCents: subtotal === null ? null : subtotal - (decimal(costs.discount) ?? 0),
    shippingCents: decimal(costs.shipping),
  };
}

/** Printful's rates in our shape: USD only, the id lower-cased as the shared method key. */
export function printfulShippingOptions(rates: PrintfulShippingRate[]): ShippingOption[] {
  return rates
    .filter((rate) => rate.currency === "USD")
    .map((rate) => ({
      id: rate.id.toLowerCase(),
      name: rate.name.trim(),
      priceCents: decimalToCents(rate.rate),
      minDays: rate.minDeliveryDays ?? null,
      maxDays: rate.maxDeliveryDays ?? null,
    }))
    .sort((a, b) => a.priceCents - b.priceCents);
}
