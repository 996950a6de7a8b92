// The store's button, also usable as a link through `asChild`.
import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-ink text-cream hover:bg-lilac-deep shadow-soft",
  secondary: "bg-lilac text-ink hover:bg-bubblegum",
  outline: "border-2 border-ink bg-transparent text-ink hover:bg-ink hover:text-cream",
  ghost: "bg-transparent text-ink hover:bg-line",
  danger: "bg-bubblegum-deep text-white hover:bg-ink",
} as const;

const sizes = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-6 text-base",
  lg: "h-13 px-8 text-lg",
  icon: "h-10 w-10 p-0",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  asChild?: boolean;
};

export function Button({ variant = "primary", size = "md", asChild, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50",
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
