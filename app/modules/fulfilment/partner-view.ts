// What a partner's order says, in our terms: a fulfilment state and the shipments so far.
import type { PrintfulOrder } from "~/integrations/printful/printful.server";
import type { PrintifyOrder } from "~/integrations/printify/printify.server";
import type { FulfilmentState, PartnerShipment } from "../../../db/schema";

export type PartnerView = { state: FulfilmentState; shipments: PartnerShipment[]; error?: string };

/** Forward order of the states a partner order moves through; failed and cancelled stand apart. */
export const STATE_RANK: Record<FulfilmentState, number> = {
  new: 0,
  failed: 0,
  draft: 1,
  accepted: 2,
  in_production: 3,
  shipped: 4,
  delivered: 5,
  cancelled: 6,
  manual: -1,
};

/** The states in which a partner order is still moving and worth asking about. */
export const OPEN_STATES: FulfilmentState[] = ["draft", "accepted", "in_production", "shipped"];

export function printfulView(order: PrintfulOrder): PartnerView {
  const shipments = order.shipments.map((shipment) => ({
    carrier: shipment.carrier ?? null,
    trackingNumber: shipment.tracking_number,
    trackingUrl: shipment.tracking_url ?? null,
  }));
  switch (order.status) {
    case "draft":
      return { state: "draft", shipments };
    case "pending":
    case "onhold":
      return { state: "accepted", shipments };
    case "inprocess":
    case "partial":
      return { state: "in_production", shipments };
    case "fulfilled":
      return { state: shipments.length ? "shipped" : "in_production", shipments };
    case "failed":
      return { state: "failed", shipments, error: "Printful could not fulfil this order (status failed)" };
    case "canceled":
    case "archived":
      return { state: "cancelled", shipments };
    default:
      return { state: "accepted", shipments };
  }
}

export function printifyView(order: PrintifyOrder): PartnerView {
  const shipments = order.shipments.map((shipment) => ({
    carrier: shipment.carrier ?? null,
    trackingNumber: shipment.number,
    trackingUrl: shipment.url ?? null,
  }));
  const delivered = order.shipments.length > 0 && order.shipments.every((shipment) => Boolean(shipment.delivered_at));
  switch (order.status) {
    case "on-hold":
    case "pending":
    case "payment-not-received":
      return { state: "draft", shipments };
    case "sending-to-production":
      return { state: "accepted", shipments };
    case "in-production":
    case "partially-fulfilled":
      return { state: "in_production", shipments };
    case "fulfilled":
      return { state: delivered ? "delivered" : shipments.length ? "shipped" : "in_production", shipments };
    case "canceled":
      return { state: "cancelled", shipments };
    case "had-issues":
      return { state: "failed", shipments, error: "Printify reported a problem with this order (status had-issues)" };
    default:
      return { state: "accepted", shipments };
  }
}

/** The shipments after a report: new tracking numbers added, none ever dropped. */
export function mergeShipments(known: PartnerShipment[], reported: PartnerShipment[]) {
  const merged = [...known];
  for (const shipment of reported) {
    const index = merged.findIndex((candidate) => candidate.trackingNumber === shipment.trackingNumber);
    if (index < 0) merged.push(shipment);
    else
      merged[index] = {
        ...merged[index]!,
        ...shipment,
        trackingUrl: shipment.trackingUrl ?? merged[index]!.trackingUrl,
      };
  }
  return merged;
}
