// The stages of a partner order's lead time and the shapes of its figures (safe in the browser).
export const LEAD_STAGES = ["toPartner", "toShipped", "toDelivered", "paidToDelivered"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  toPartner: "Paid → at the partner",
  toShipped: "At the partner → shipped",
  toDelivered: "Shipped → delivered",
  paidToDelivered: "Paid → delivered",
};

export type StageFigure = { median: number | null; p90: number | null; count: number };
export type PartnerLeadTimes = { partner: string; orders: number; stages: Record<LeadStage, StageFigure> };
export type LeadWeek = { partner: string; week: string; median: number; p90: number; count: number };
