// What an admin action answers when it refuses (a success redirects with its toast), and the hook
// that shows it.
import { useEffect } from "react";
import { toast } from "~/components/ui/toaster";

export const STATUS_UPDATED = "Order status updated";
export const STATUS_UPDATE_FAILED = "Failed to update order status";
export const REFUND_ISSUED = "Refund issued";
export const REFUND_FAILED = "Failed to issue refund";
export const LOAD_FAILED = "Failed to load orders";
export const FULFILMENT_RETRIED = "Fulfilment retried";
export const FULFILMENT_RETRY_FAILED = "Failed to retry fulfilment";

export type AdminActionData = {
  ok: false;
  toast: { title: string; description?: string };
  at: number;
  /** A refusal at a field of one order's form (the refund form): which order, and each field's message. */
  orderId?: string;
  fieldErrors?: Partial<Record<string, string>>;
};

/** Shows a refused action's toast once per answer (`at` makes each answer a new object). */
export function useAdminActionToast(data: AdminActionData | undefined) {
  useEffect(() => {
    if (data && !data.ok) toast.error(data.toast.title, { description: data.toast.description });
  }, [data]);
}
