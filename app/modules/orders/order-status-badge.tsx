// An order's status as a coloured badge (docs/spec.md §4); the admin screen uses it too.
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";

const COLOURS: Record<string, string> = {
  pending: "bg-yellow-100 text-yellow-800",
  processing: "bg-blue-100 text-blue-800",
  shipped: "bg-purple-100 text-purple-800",
  delivered: "bg-green-100 text-green-800",
  cancelled: "bg-red-100 text-red-800",
};
const UNKNOWN = "bg-gray-100 text-gray-700";

/** The badge's colour classes for a status; grey for anything unknown. */
export function statusColour(status: string) {
  return COLOURS[status] ?? UNKNOWN;
}

export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge data-status={status} className={cn(statusColour(status), className)}>
      {status}
    </Badge>
  );
}
