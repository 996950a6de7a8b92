// POST /admin/personalisation/prints: the owner approves or rejects an order's held print files.
import { z } from "zod";
import { redirectWithToast } from "~/lib/toast.server";
import { requireAdmin } from "~/modules/accounts/index.server";
import { approveHeldPrints, rejectHeldPrints } from "~/modules/fulfilment/index.server";
import type { Route } from "./+types/admin.personalisation.prints";

const decisionSchema = z.object({
  orderId: z.uuid(),
  decision: z.enum(["approve", "reject"]),
  /** The owner's words to the customer on a rejection (a fixed sentence when empty). */
  message: z.string().trim().max(500).optional(),
});

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = decisionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return redirectWithToast("/admin", { type: "error", title: "That print decision could not be read" });
  }
  const { orderId, decision, message } = parsed.data;
  const done =
    decision === "approve" ? await approveHeldPrints(orderId) : await rejectHeldPrints(orderId, admin.id, message);
  if (!done) return redirectWithToast("/admin", { type: "error", title: "No print of this order waits for approval" });
  return redirectWithToast("/admin", {
    type: "success",
    title: decision === "approve" ? "Print approved: sending to the partner" : "Print rejected",
    description: decision === "approve" ? undefined : "The order was cancelled and refunded; we emailed the customer.",
  });
}
