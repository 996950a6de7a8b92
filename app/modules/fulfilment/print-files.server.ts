// Fulfilment's hook into personalisation (decision 043): a part's personalised lines get their
// print files, rendered on the server before the partner is asked; held prints wait for approval.
import { PartnerRefusal } from "~/integrations/partner-port";
import { db } from "~/lib/db.server";
import { enqueueJob } from "~/lib/jobs.server";
import { setStatusByAdmin } from "~/modules/order-lifecycle/index.server";
import { decideHeldPrints, ensurePrintFiles, PrintRenderError } from "~/modules/personalisation/index.server";
import { FULFIL_ORDER_JOB } from "./fulfilment-jobs";
import type { PartLine } from "./submit.server";

/** The part waits (not failed): a print is held for the owner's approval, or was rejected. */
export class PrintsNotReady extends Error {
  override name = "PrintsNotReady";
}

export async function attachPrintFiles(lines: PartLine[]): Promise<PartLine[]> {
  let files;
  try {
    files = await ensurePrintFiles(lines.map((line) => line.orderItemId));
  } catch (error) {
    // A stored personalisation that cannot be printed fails this part visibly (Retry on /admin).
    if (error instanceof PrintRenderError) throw new PartnerRefusal(`Print file: ${error.message}`);
    throw error;
  }
  if ([...files.values()].some((file) => file.approval === "held" || file.approval === "rejected")) {
    throw new PrintsNotReady("A print file waits for the owner's approval");
  }
  return lines.map((line) => {
    const file = files.get(line.orderItemId);
    return file ? { ...line, printFiles: [{ placement: file.placement, url: file.url }] } : line;
  });
}

/** The owner approves an order's held print files: its fulfilment is queued again and sends them. */
export async function approveHeldPrints(orderId: string): Promise<boolean> {
  if (!(await decideHeldPrints(orderId, "approved"))) return false;
  await enqueueJob(db, FULFIL_ORDER_JOB, { orderId });
  return true;
}

/** What the customer is told when the owner rejects a print without a message of their own. */
export const PRINT_REJECTED_REASON =
  "We could not print your personalised design as it is (for example its text or picture breaks our printing rules), so we cancelled the order instead of printing it.";

/**
 * The owner rejects an order's held print files: the order is cancelled through the lifecycle
 * (which refunds a paid order, emails the customer and takes back anything at a partner).
 */
export async function rejectHeldPrints(orderId: string, actorId: string, message?: string): Promise<boolean> {
  if (!(await decideHeldPrints(orderId, "rejected"))) return false;
  const reason = message?.trim() || PRINT_REJECTED_REASON;
  await db.transaction((tx) =>
    setStatusByAdmin(tx, { orderId, status: "cancelled", trackingNumber: null, actorId, reason }),
  );
  return true;
}
