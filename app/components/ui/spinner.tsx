// A loading spinner with an accessible label.
import { cn } from "~/lib/cn";

export function Spinner({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <span role="status" aria-label={label} className={cn("inline-block", className)}>
      <span className="block h-6 w-6 animate-spin rounded-full border-3 border-lilac border-t-lilac-deep" />
    </span>
  );
}
