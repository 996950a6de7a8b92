// Each order's money as the screens show it: what was paid, every refund, what is left, and
// whether Issue refund applies (the rule in refund-rule.ts, read with the rows).
import { SHOP_CURRENCY } from "~/lib/money";
import type { OrderFacts } from "~/modules/order-lifecycle";
import type { RefundLine } from "../../../db/schema";
import { paidCentsOf, refundsOf } from "./money-rows.server";
import { canRefund, refundableCents } from "./refund-rule";

/** One refund as the admin card and the customer's page list it. */
export type OrderRefund = {
  id: string;
  amount: number;
  state: "pending" | "succeeded" | "failed";
  lines: RefundLine[];
  /** When it went through, or was asked for. */
  at: string;
  error: string | null;
};

export type OrderMoney = {
  /** The order's currency, which every amount here is in (decision 071). */
  currency: string;
  paid: number;
  /** Cents given back (refunds that went through). */
  refunded: number;
  /** What may still be refunded: the same number the server checks a refund against. */
  left: number;
  refunds: OrderRefund[];
  /** Whether a refund may be issued now (the admin's form is offered exactly then). */
  canRefund: boolean;
};

/** The money of many orders, by id. */
export async function orderMoneyOf(orders: (OrderFacts & { id: string; currency?: string })[]) {
  const ids = orders.map((order) => order.id);
  const [paid, refunds] = await Promise.all([paidCentsOf(ids), refundsOf(ids)]);
  const money = new Map<string, OrderMoney>();
  for (const order of orders) {
    const rows = refunds.get(order.id) ?? [];
    const sum = (states: string[]) =>
      rows.filter((row) => states.includes(row.state)).reduce((total, row) => total + row.amount, 0);
    const facts = { ...order, paid: paid.get(order.id) ?? 0, refunded: sum(["succeeded", "pending"]) };
    money.set(order.id, {
      currency: order.currency ?? SHOP_CURRENCY,
      paid: facts.paid,
      refunded: sum(["succeeded"]),
      left: refundableCents(facts),
      canRefund: canRefund(facts),
      refunds: rows.map((row) => ({
        id: row.id,
        amount: row.amount,
        state: row.state,
        lines: row.lines,
        at: (row.refundedAt ?? row.createdAt).toISOString(),
        error: row.lastError,
      })),
    });
  }
  return money;
}
