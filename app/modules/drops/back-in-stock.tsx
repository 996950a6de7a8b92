// Notify me when it's back: for the sizes and colours sold out at the partner.
import { useState } from "react";
import { NotifyForm } from "./notify-form";

type Variant = { id: string; size: string; color: string; available: boolean };

export function BackInStock({ variants, email }: { variants: Variant[]; email?: string | null }) {
  const soldOut = variants.filter((variant) => !variant.available);
  const [picked, setPicked] = useState(soldOut[0]?.id ?? "");
  if (!soldOut.length) return null;
  return (
    <section aria-labelledby="back-in-stock-heading" className="rounded-card border-2 border-line p-4">
      <h2 id="back-in-stock-heading" className="text-lg font-bold">
        Notify me when it&apos;s back
      </h2>
      <label htmlFor="back-in-stock-variant" className="mt-2 block text-sm font-semibold">
        Sold-out size and colour
      </label>
      <select
        id="back-in-stock-variant"
        value={picked}
        onChange={(event) => setPicked(event.target.value)}
        className="mt-1 mb-3 w-full rounded-xl border-2 border-line bg-white px-3 py-2"
      >
        {soldOut.map((variant) => (
          <option key={variant.id} value={variant.id}>
            {[variant.size, variant.color].filter(Boolean).join(" / ")}
          </option>
        ))}
      </select>
      <NotifyForm key={picked} variantId={picked} email={email} label="Notify me when it's back" />
    </section>
  );
}
