// The heart: a favourite toggled on this page only (SPEC: not persisted).
import { Heart } from "lucide-react";
import { useState } from "react";
import { cn } from "~/lib/cn";

export function FavouriteButton({ name, className }: { name: string; className?: string }) {
  const [on, setOn] = useState(false);
  return (
    <button
      type="button"
      aria-label={`Favourite ${name}`}
      aria-pressed={on}
      onClick={() => setOn((value) => !value)}
      className={cn(
        "grid h-10 w-10 place-items-center rounded-full border-2 border-line bg-white/90 transition-colors hover:border-bubblegum-deep",
        className,
      )}
    >
      <Heart aria-hidden className={cn("h-5 w-5", on ? "fill-bubblegum-deep text-bubblegum-deep" : "text-ink")} />
    </button>
  );
}
