// The state table on its own: every event from every state, allowed or refused, and what the
// screens are offered from it.
import { describe, expect, it } from "vitest";
import {
  adminRefusal,
  allowedActions,
  allows,
  outcomeOf,
  sideEffectsOf,
  UNPAID_REFUSAL,
  REOPEN_REFUSAL,
  type OrderEvent,
  type OrderFacts,
  type OrderStatus,
  type PaymentStatus,
} from "./transitions";

const STATUSES: OrderStatus[] = ["pending", "processing", "shipped", "delivered", "cancelled"];
const PAYMENTS: PaymentStatus[] = ["unpaid", "paid", "failed", "refunded"];
const NOW = new Date("2026-11-23T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const order = (status: OrderStatus, paymentStatus: PaymentStatus, extra: Partial<OrderFacts> = {}): OrderFacts => ({
  status,
  paymentStatus,
  source: "native",
  createdAt: new Date(NOW.getTime() - DAY),
  userId: "u1",
  ...extra,
});

/** The (status, payment) pairs of a native order an event is allowed from, as "status/payment". */
function allowedFrom(event: OrderEvent, extra: Partial<OrderFacts> = {}) {
  return STATUSES.flatMap((status) =>
    PAYMENTS.filter((payment) => allows(event, order(status, payment, extra), { now: NOW, actorId: "u1" })).map(
      (payment) => `${status}/${payment}`,
    ),
  );
}
const pairs = (statuses: OrderStatus[], payments: PaymentStatus[]) =>
  statuses.flatMap((status) => payments.map((payment) => `${status}/${payment}`));

describe("the transition table, every event from every state of a native order", () => {
  it("payment succeeded: from unpaid or failed, whatever the status; to paid", () => {
    expect(allowedFrom({ type: "payment-succeeded" })).toEqual(pairs(STATUSES, ["unpaid", "failed"]));
    expect(outcomeOf({ type: "payment-succeeded" })).toEqual({ paymentStatus: "paid" });
  });

  it("payment failed: from unpaid or failed; to failed", () => {
    expect(allowedFrom({ type: "payment-failed" })).toEqual(pairs(STATUSES, ["unpaid", "failed"]));
    expect(outcomeOf({ type: "payment-failed" })).toEqual({ paymentStatus: "failed" });
  });

  it("customer cancel: from pending or processing, any payment; to cancelled; only the owner", () => {
    expect(allowedFrom({ type: "customer-cancel" })).toEqual(pairs(["pending", "processing"], PAYMENTS));
    expect(allows({ type: "customer-cancel" }, order("pending", "paid"), { actorId: "someone-else" })).toBe(false);
    expect(outcomeOf({ type: "customer-cancel" })).toEqual({ status: "cancelled" });
  });

  it("refund request: delivered and at most 30 days old; the status stays", () => {
    expect(allowedFrom({ type: "refund-request" })).toEqual(pairs(["delivered"], PAYMENTS));
    const at = (days: number) => order("delivered", "paid", { createdAt: new Date(NOW.getTime() - days * DAY) });
    expect(allows({ type: "refund-request" }, at(30), { now: NOW })).toBe(true);
    expect(allows({ type: "refund-request" }, at(30.01), { now: NOW })).toBe(false);
    expect(outcomeOf({ type: "refund-request" })).toEqual({});
  });

  it("expiry: pending and unpaid (or failed) past its hours; to cancelled", () => {
    expect(allowedFrom({ type: "expire-unpaid", hours: 12 })).toEqual(pairs(["pending"], ["unpaid", "failed"]));
    expect(allowedFrom({ type: "expire-unpaid", hours: 48 })).toEqual([]);
  });

  it("supersede: the owner's pending order, unpaid (or failed), of our checkout; to cancelled, nothing queued", () => {
    expect(allowedFrom({ type: "supersede-unpaid" })).toEqual(pairs(["pending"], ["unpaid", "failed"]));
    expect(allowedFrom({ type: "supersede-unpaid" }, { source: "shopify" })).toEqual([]);
    expect(allows({ type: "supersede-unpaid" }, order("pending", "unpaid"), { actorId: "someone-else" })).toBe(false);
    expect(outcomeOf({ type: "supersede-unpaid" })).toEqual({ status: "cancelled" });
    expect(sideEffectsOf({ type: "supersede-unpaid" }, order("cancelled", "unpaid"))).toEqual([]);
  });

  it("admin status change: any other status, never reopening a refunded cancel, never producing unpaid goods", () => {
    const paidOrRefunded: PaymentStatus[] = ["paid", "refunded"];
    expect(allowedFrom({ type: "admin-set-status", to: "cancelled" })).toEqual(
      pairs(["pending", "processing", "shipped", "delivered"], PAYMENTS),
    );
    for (const to of ["processing", "shipped", "delivered"] as const) {
      const others = STATUSES.filter((status) => status !== to && status !== "cancelled");
      expect(allowedFrom({ type: "admin-set-status", to }), to).toEqual(pairs(others, paidOrRefunded));
      expect(outcomeOf({ type: "admin-set-status", to })).toEqual({ status: to });
    }
  });

  it("partner progress: forward only, never out of cancelled", () => {
    expect(allowedFrom({ type: "partner-progress", to: "processing" })).toEqual(pairs(["pending"], PAYMENTS));
    expect(allowedFrom({ type: "partner-progress", to: "shipped" })).toEqual(
      pairs(["pending", "processing"], PAYMENTS),
    );
    expect(allowedFrom({ type: "partner-progress", to: "delivered" })).toEqual(
      pairs(["pending", "processing", "shipped"], PAYMENTS),
    );
  });

  it("refund: from paid only; full → refunded, partial keeps paid", () => {
    expect(allowedFrom({ type: "refund", full: true })).toEqual(pairs(STATUSES, ["paid"]));
    expect(outcomeOf({ type: "refund", full: true })).toEqual({ paymentStatus: "refunded" });
    expect(outcomeOf({ type: "refund", full: false })).toEqual({});
  });

  it("shopify update: only Shopify's orders", () => {
    const event: OrderEvent = { type: "shopify-update", to: "shipped", payment: "paid" };
    expect(allowedFrom(event)).toEqual([]);
    expect(allowedFrom(event, { source: "shopify" })).toEqual(pairs(STATUSES, PAYMENTS));
  });
});

describe("a Shopify order", () => {
  it("is cancelled, refunded and paid on Shopify, but the admin may still move it unpaid", () => {
    const shopify = { source: "shopify" as const };
    expect(allowedFrom({ type: "customer-cancel" }, shopify)).toEqual([]);
    expect(allowedFrom({ type: "refund-request" }, shopify)).toEqual([]);
    expect(allowedFrom({ type: "payment-succeeded" }, shopify)).toEqual([]);
    expect(allowedFrom({ type: "refund", full: true }, shopify)).toEqual([]);
    expect(allows({ type: "admin-set-status", to: "shipped" }, order("pending", "unpaid", shopify))).toBe(true);
  });
});

describe("side effects", () => {
  it("queues the right jobs for each change", () => {
    expect(sideEffectsOf({ type: "payment-succeeded" }, order("pending", "paid"))).toEqual([
      "confirmation-email",
      "fulfil-order",
    ]);
    expect(sideEffectsOf({ type: "payment-succeeded" }, order("cancelled", "paid"))).toEqual(["refund-payment"]);
    expect(sideEffectsOf({ type: "customer-cancel" }, order("cancelled", "paid"))).toEqual([
      "refund-payment",
      "cancel-partner-orders",
    ]);
    expect(sideEffectsOf({ type: "customer-cancel" }, order("cancelled", "unpaid"))).toEqual([]);
    expect(sideEffectsOf({ type: "admin-set-status", to: "cancelled" }, order("cancelled", "paid"))).toEqual([
      "status-email",
      "refund-payment",
      "cancel-partner-orders",
    ]);
    expect(
      sideEffectsOf({ type: "admin-set-status", to: "cancelled" }, order("cancelled", "paid", { source: "shopify" })),
    ).toEqual(["status-email"]);
    expect(sideEffectsOf({ type: "partner-progress", to: "shipped" }, order("shipped", "paid"))).toEqual([
      "status-email",
    ]);
    expect(sideEffectsOf({ type: "expire-unpaid", hours: 24 }, order("cancelled", "unpaid"))).toEqual([]);
  });
});

describe("allowedActions", () => {
  it("offers the customer what the server allows", () => {
    expect(allowedActions(order("pending", "paid"), "customer", NOW)).toEqual({ cancel: true, requestRefund: false });
    expect(allowedActions(order("delivered", "paid"), "customer", NOW)).toEqual({ cancel: false, requestRefund: true });
    expect(allowedActions(order("shipped", "paid"), "customer", NOW)).toEqual({ cancel: false, requestRefund: false });
  });

  it("tells the admin which buttons are off and why", () => {
    const unpaid = allowedActions(order("pending", "unpaid"), "admin");
    expect(unpaid.map((action) => [action.status, action.allowed, action.reason])).toEqual([
      ["processing", false, UNPAID_REFUSAL],
      ["shipped", false, UNPAID_REFUSAL],
      ["delivered", false, UNPAID_REFUSAL],
      ["cancelled", true, null],
    ]);
    const shipped = allowedActions(order("shipped", "paid"), "admin");
    expect(shipped.find((action) => action.status === "shipped")).toMatchObject({ allowed: false, current: true });
    expect(adminRefusal(order("cancelled", "refunded"), "processing")).toBe(REOPEN_REFUSAL);
    expect(adminRefusal(order("processing", "paid"), "processing")).toBe("This order is already processing");
  });
});
