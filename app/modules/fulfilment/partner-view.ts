// How partner orders move, whoever the partner: the forward order of states, which are still
// open, and shipments merged across reports (each adapter turns its partner's order into a view).
import type { PartnerCosts } from "~/integrations/partner-port";
import type { FulfilmentState, PartnerOrderCosts, PartnerShipment } from "../../../db/schema";

export type { PartnerView } from "~/integrations/partner-port";

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

/** The partner's bill as stored (partner_orders.costs): the reported one, else what was known before. */
export function reportedCosts(known: PartnerOrderCosts | null, reported: PartnerCosts | null | undefined) {
  if (!reported) return known;
  return {
    currency: reported.currency,
    productCents: reported.productCents ?? null,
    shippingCents: reported.shippingCents ?? null,
    totalCents: reported.totalCents,
  } satisfies PartnerOrderCosts;
}

/** Whether two stored bills differ. */
export const costsChanged = (a: PartnerOrderCosts | null, b: PartnerOrderCosts | null) =>
  JSON.stringify(a) !== JSON.stringify(b);

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
