// A small coloured label (order statuses, counts).
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-3 py-0.5 text-xs font-bold uppercase tracking-wide",
        className,
      )}
      {...props}
    />
  );
}
