// Text inputs, text areas and selects with the store's look.
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const field =
  "w-full rounded-2xl border-2 border-line bg-white px-4 py-2.5 text-ink placeholder:text-ink-soft/60 focus:border-lilac-deep focus:outline-none aria-[invalid=true]:border-bubblegum-deep";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(field, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(field, "min-h-32", className)} {...props} />;
}

/** The platform's select: keyboard, screen readers and phones' pickers work as people expect. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(field, "h-11", className)} {...props} />;
}
