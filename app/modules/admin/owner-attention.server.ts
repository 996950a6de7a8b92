// What needs the owner, for the top of /admin (decision 067): new paid orders, orders in
// processing (to ship), refund requests, partner orders that failed and catalogue syncs that failed, each counted by the very filter its
// link opens.
import { countOrders } from "~/modules/order-lifecycle/index.server";
import { adminListHref } from "./admin-orders-filter";
import { FULFILMENT_FAILED_FILTER, REFUND_REQUESTED_FILTER } from "./admin.schema";

export type AttentionItem = { key: string; count: number; one: string; many: string; href: string };

/** The sync card's latest run per partner is all this reads of it. */
type SyncRuns = { runs: Record<string, { latest: { status: string } | null }> };

export async function ownerAttention(syncCard: SyncRuns): Promise<AttentionItem[]> {
  const [paidNew, inProcessing, refunds, partnerFailed] = await Promise.all([
    countOrders({ status: "pending", paidOnly: true }),
    countOrders({ status: "processing" }),
    countOrders({ status: REFUND_REQUESTED_FILTER }),
    countOrders({ status: FULFILMENT_FAILED_FILTER }),
  ]);
  const failedSyncs = Object.values(syncCard.runs).filter((run) => run.latest?.status === "failed").length;
  return [
    {
      key: "paid-new",
      count: paidNew,
      one: "new paid order",
      many: "new paid orders",
      href: adminListHref({ status: "pending", hideUnpaid: true }),
    },
    {
      key: "processing",
      count: inProcessing,
      one: "order in processing",
      many: "orders in processing",
      href: adminListHref({ status: "processing" }),
    },
    {
      key: "refunds",
      count: refunds,
      one: "refund request",
      many: "refund requests",
      href: adminListHref({ status: REFUND_REQUESTED_FILTER }),
    },
    {
      key: "partner-failed",
      count: partnerFailed,
      one: "partner order failed",
      many: "partner orders failed",
      href: adminListHref({ status: FULFILMENT_FAILED_FILTER }),
    },
    {
      key: "sync-failed",
      count: failedSyncs,
      one: "sync failed",
      many: "syncs failed",
      href: "#product-management-heading",
    },
  ];
}
