// The order's state table: every event, the states it may start from (its guard) and where it
// leads. Browser-safe: the screens ask it what to offer, the server compiles it into its UPDATEs.
import type { OrderSource, OrderStatus, PaymentStatus } from "../../../db/schema";

export type { OrderSource, OrderStatus, PaymentStatus };

export const REFUND_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The statuses an admin may set (docs/spec.md §4): everything but pending. */
export const ADMIN_TARGET_STATUSES = ["processing", "shipped", "delivered", "cancelled"] as const;
export type AdminTargetStatus = (typeof ADMIN_TARGET_STATUSES)[number];
/** The statuses a print partner's progress moves an order to. */
export type FulfilmentTarget = "processing" | "shipped" | "delivered";

/** What the guards read of an order. */
export type OrderFacts = {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  source: OrderSource;
  createdAt: Date | string;
  userId?: string | null;
};

/**
 * One condition of a guard, as data, so the same rule runs in the browser (`holds`) and as the
 * WHERE of the server's conditional UPDATE (guards.server.ts).
 */
export type Clause =
  | { kind: "status"; in: readonly OrderStatus[] }
  | { kind: "payment"; in: readonly PaymentStatus[] }
  | { kind: "source"; in: readonly OrderSource[] }
  /** None of these combinations: true unless every part holds. */
  | { kind: "not"; all: readonly Clause[] }
  /** The acting customer owns the order. */
  | { kind: "owner" }
  /** Placed at most this many days before `now`. */
  | { kind: "placed-within-days"; days: number }
  /** Placed more than this many hours before `now`. */
  | { kind: "placed-before-hours"; hours: number };

export type Guard = { clauses: readonly Clause[]; refusal: string };

/** An event that may happen to an order, with what it carries. */
export type OrderEvent =
  | { type: "payment-succeeded" }
  | { type: "payment-failed" }
  /** The customer pays again after a declined payment: the order holds its units and code again. */
  | { type: "payment-retry" }
  | { type: "customer-cancel" }
  | { type: "refund-request" }
  | { type: "expire-unpaid"; hours: number }
  | { type: "supersede-unpaid" }
  | { type: "admin-set-status"; to: AdminTargetStatus }
  | { type: "partner-progress"; to: FulfilmentTarget }
  | { type: "refund"; full: boolean }
  | { type: "shopify-update"; to: OrderStatus; payment: PaymentStatus };

/** Where an allowed event leads: a new status and/or payment status (absent = unchanged). */
export type Outcome = { status?: OrderStatus; paymentStatus?: PaymentStatus };

/** Side effects queued in the transaction of the change (names only; the writers queue them). */
export type SideEffect =
  | "confirmation-email"
  | "fulfil-order"
  | "status-email"
  | "refund-payment"
  | "cancel-partner-orders"
  /** The review request, queued to run REVIEW_REQUEST_DAYS after delivery (decision 058). */
  | "review-request";

/** No payment yet: never paid, or the attempt failed (the customer may still pay). */
export const AWAITING_PAYMENT: readonly PaymentStatus[] = ["unpaid", "failed"];
const UNPAID = AWAITING_PAYMENT;
/** The order status ranks a partner's progress moves forward through; cancelled is outside it. */
export const STATUS_RANK: Record<OrderStatus, number> = {
  pending: 0,
  processing: 1,
  shipped: 2,
  delivered: 3,
  cancelled: 9,
};

const statusIs = (...values: OrderStatus[]): Clause => ({ kind: "status", in: values });
const paymentIs = (...values: PaymentStatus[]): Clause => ({ kind: "payment", in: values });
const native: Clause = { kind: "source", in: ["native"] };
const otherStatus = (to: OrderStatus): Clause => ({
  kind: "status",
  in: (Object.keys(STATUS_RANK) as OrderStatus[]).filter((status) => status !== to),
});

export const UNPAID_REFUSAL = "This order is not paid yet, so it cannot be marked processing, shipped or delivered";
export const REOPEN_REFUSAL = "This order was cancelled and its payment refunded, so it cannot be reopened";

/** The guard of an event: the states it may start from, and what the actor is told otherwise. */
export function guardOf(event: OrderEvent): Guard {
  switch (event.type) {
    case "payment-succeeded":
      // A Shopify order is paid on Shopify, never through our provider (decision 026).
      return { clauses: [paymentIs(...UNPAID), native], refusal: "This order is already paid" };
    case "payment-failed":
      return { clauses: [paymentIs(...UNPAID)], refusal: "This order is already paid" };
    case "payment-retry":
      return {
        clauses: [statusIs("pending"), paymentIs("failed"), native],
        refusal: "This order is no longer waiting for its payment",
      };
    case "customer-cancel":
      return {
        clauses: [statusIs("pending", "processing"), native, { kind: "owner" }],
        refusal: "This order can no longer be cancelled. Please contact support",
      };
    case "refund-request":
      return {
        clauses: [
          statusIs("delivered"),
          native,
          { kind: "owner" },
          { kind: "placed-within-days", days: REFUND_WINDOW_DAYS },
        ],
        refusal: `Refunds can be requested only for delivered orders within ${REFUND_WINDOW_DAYS} days`,
      };
    case "expire-unpaid":
      return {
        clauses: [statusIs("pending"), paymentIs(...UNPAID), { kind: "placed-before-hours", hours: event.hours }],
        refusal: "This order is no longer waiting for its payment",
      };
    case "supersede-unpaid":
      // The customer's browser started a new checkout attempt in place of this one (decision 047).
      return {
        clauses: [statusIs("pending"), paymentIs(...UNPAID), native, { kind: "owner" }],
        refusal: "This order is no longer waiting for its payment",
      };
    case "admin-set-status": {
      const clauses: Clause[] = [otherStatus(event.to)];
      // A cancelled order whose money was taken is refunded or owed its refund: never reopened.
      if (event.to !== "cancelled")
        clauses.push({ kind: "not", all: [statusIs("cancelled"), paymentIs("paid", "refunded")] });
      // Nothing is made, shipped or delivered for an order nobody paid for (decision 036).
      if (event.to !== "cancelled") clauses.push({ kind: "not", all: [native, paymentIs(...UNPAID)] });
      return { clauses, refusal: `This order is already ${event.to}` };
    }
    case "partner-progress":
      return {
        clauses: [
          statusIs(
            ...(Object.keys(STATUS_RANK) as OrderStatus[]).filter((s) => STATUS_RANK[s] < STATUS_RANK[event.to]),
          ),
        ],
        refusal: "The order is already there",
      };
    case "refund":
      // A Shopify order's money is refunded on Shopify (decision 026).
      return { clauses: [paymentIs("paid"), native], refusal: "Only a paid order can be refunded" };
    case "shopify-update":
      return { clauses: [{ kind: "source", in: ["shopify"] }], refusal: "Not a Shopify order" };
  }
}

/** Where an event leads once its guard holds. */
export function outcomeOf(event: OrderEvent): Outcome {
  switch (event.type) {
    case "payment-succeeded":
      return { paymentStatus: "paid" };
    case "payment-failed":
      // A declined order stops holding drop units and its code's use at once (decision 055).
      return { paymentStatus: "failed" };
    case "payment-retry":
      return { paymentStatus: "unpaid" };
    case "customer-cancel":
    case "expire-unpaid":
    case "supersede-unpaid":
      return { status: "cancelled" };
    case "refund-request":
      return {};
    case "admin-set-status":
    case "partner-progress":
      return { status: event.to };
    case "refund":
      return event.full ? { paymentStatus: "refunded" } : {};
    case "shopify-update":
      return { status: event.to, paymentStatus: event.payment };
  }
}

/** The side effects an allowed event queues, given the order as the change left it. */
export function sideEffectsOf(event: OrderEvent, after: OrderFacts): SideEffect[] {
  const paidNative = after.paymentStatus === "paid" && after.source === "native";
  // Its job sends one request per order, so a repeated "delivered" (a Shopify redelivery) sends no second.
  const review: SideEffect[] = after.status === "delivered" ? ["review-request"] : [];
  switch (event.type) {
    case "payment-succeeded":
      // Paid while the customer cancelled: the money goes back instead of the goods going out.
      return after.status === "cancelled" ? ["refund-payment"] : ["confirmation-email", "fulfil-order"];
    case "customer-cancel":
      return paidNative ? ["refund-payment", "cancel-partner-orders"] : [];
    case "admin-set-status":
      return event.to === "cancelled" && paidNative
        ? ["status-email", "refund-payment", "cancel-partner-orders"]
        : ["status-email", ...review];
    case "partner-progress":
      return ["status-email", ...review];
    case "shopify-update":
      return event.to === "delivered" ? review : [];
    default:
      return [];
  }
}

type Context = { actorId?: string | null; now?: Date };

function clauseHolds(clause: Clause, order: OrderFacts, context: Context): boolean {
  const age = () => (context.now ?? new Date()).getTime() - new Date(order.createdAt).getTime();
  switch (clause.kind) {
    case "status":
      return clause.in.includes(order.status);
    case "payment":
      return clause.in.includes(order.paymentStatus);
    case "source":
      return clause.in.includes(order.source);
    case "not":
      return !clause.all.every((part) => clauseHolds(part, order, context));
    case "owner":
      return context.actorId == null || order.userId == null || order.userId === context.actorId;
    case "placed-within-days":
      return age() <= clause.days * DAY_MS;
    case "placed-before-hours":
      return age() > clause.hours * 60 * 60 * 1000;
  }
}

/** The first clause of the event's guard that does not hold, or null when the event is allowed. */
export function failingClause(event: OrderEvent, order: OrderFacts, context: Context = {}): Clause | null {
  return guardOf(event).clauses.find((clause) => !clauseHolds(clause, order, context)) ?? null;
}

/** Whether the event may happen to the order now: the same rule the server's UPDATE enforces. */
export function allows(event: OrderEvent, order: OrderFacts, context: Context = {}) {
  return failingClause(event, order, context) === null;
}

/** Why an admin may not set a status, in the words the server refuses with; null when allowed. */
export function adminRefusal(order: OrderFacts, to: AdminTargetStatus): string | null {
  const failing = failingClause({ type: "admin-set-status", to }, order);
  if (!failing) return null;
  if (failing.kind === "status") return `This order is already ${to}`;
  if (failing.kind === "not" && failing.all.some((part) => part.kind === "source")) return UNPAID_REFUSAL;
  return REOPEN_REFUSAL;
}

/** One admin status button: allowed or not and why; `current` when the order already has it (no reason shown). */
export type AdminStatusAction = {
  status: AdminTargetStatus;
  allowed: boolean;
  current: boolean;
  reason: string | null;
};
export type CustomerActions = { cancel: boolean; requestRefund: boolean };

/** What a screen may offer an actor for an order, answered from the same table as the server. */
export function allowedActions(order: OrderFacts, actor: "customer", now?: Date): CustomerActions;
export function allowedActions(order: OrderFacts, actor: "admin", now?: Date): AdminStatusAction[];
export function allowedActions(order: OrderFacts, actor: "customer" | "admin", now = new Date()) {
  if (actor === "customer") {
    return {
      cancel: allows({ type: "customer-cancel" }, order, { now }),
      requestRefund: allows({ type: "refund-request" }, order, { now }),
    };
  }
  return ADMIN_TARGET_STATUSES.map((status) => {
    const reason = adminRefusal(order, status);
    return { status, allowed: reason === null, current: order.status === status, reason };
  });
}

/** The payment status in words, the same on every screen (docs/spec.md prescribes none). */
export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  unpaid: "Awaiting payment",
  paid: "Paid",
  failed: "Payment failed",
  refunded: "Refunded",
};

export const paymentLabel = (status: string) => PAYMENT_LABELS[status as PaymentStatus] ?? status;

/** Where the payment stands for the customer: still being confirmed, refused, or settled (paid or refunded). */
export function paymentPhase(status: PaymentStatus): "confirming" | "refused" | "settled" {
  if (status === "unpaid") return "confirming";
  return status === "failed" ? "refused" : "settled";
}

/** The payment was taken and not given back. */
export const isPaid = (order: Pick<OrderFacts, "paymentStatus">) => order.paymentStatus === "paid";
export const isRefunded = (order: Pick<OrderFacts, "paymentStatus">) => order.paymentStatus === "refunded";
/** No payment yet (never paid, or the attempt failed): the customer may still pay. */
export const awaitsPayment = (order: Pick<OrderFacts, "paymentStatus">) => UNPAID.includes(order.paymentStatus);
export const isCancelled = (order: Pick<OrderFacts, "status">) => order.status === "cancelled";
/** Its goods may be made and sent: paid, ours, not cancelled. */
export const isFulfillable = (order: Pick<OrderFacts, "status" | "paymentStatus" | "source">) =>
  order.source === "native" && isPaid(order) && !isCancelled(order);
/** The admin's status that carries a tracking number (Mark Shipped). */
export const takesTrackingNumber = (to: AdminTargetStatus) => to === "shipped";
