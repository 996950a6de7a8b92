// The top of /admin: what needs the owner, each with its count and a link to the orders (or the
// sync card) it counts. Nothing waiting is said in so many words.
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { AttentionItem } from "./owner-attention.server";

export function OwnerAttention({ items }: { items: AttentionItem[] }) {
  const waiting = items.some((item) => item.count > 0);
  return (
    <section aria-labelledby="attention-heading" className="mt-8">
      <h2 id="attention-heading" className="text-2xl font-extrabold">
        Needs you
      </h2>
      {waiting ? null : <p className="mt-2 text-ink-soft">Nothing is waiting for you.</p>}
      <ul aria-label="Needs you" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.href}
              className={cn(
                "block rounded-card border-2 px-5 py-4 hover:border-lilac-deep",
                item.count > 0 ? "border-ink bg-peach" : "border-line bg-white",
              )}
            >
              <span className="block font-display text-3xl font-extrabold">{item.count}</span>
              <span className="font-semibold">{item.count === 1 ? item.one : item.many}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
