// A product image with its intrinsic size reserved (no layout shift), or the 'No Image' placeholder.
import { ImageOff } from "lucide-react";
import { cn } from "~/lib/cn";

/** The demo and synced mock-ups are 800 × 1000; the box keeps that 4:5 ratio whatever loads. */
export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 1000;

type Props = { src: string | undefined | null; alt: string; eager?: boolean; className?: string };

export function ProductImage({ src, alt, eager = false, className }: Props) {
  if (!src) {
    return (
      <div className={cn("grid aspect-[4/5] w-full place-items-center bg-line/60 text-ink-soft", className)}>
        <span className="flex flex-col items-center gap-2 text-sm font-semibold">
          <ImageOff aria-hidden className="h-8 w-8" />
          No Image
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={eager ? undefined : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      className={cn("product-image", className)}
    />
  );
}
