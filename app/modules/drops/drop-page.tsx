// /drops/{slug}: the drop's hero, story, countdown (by the server's clock), Notify me before
// launch, and its products with their state.
import { Link } from "react-router";
import { formatPrice } from "~/lib/money";
import { Countdown } from "./countdown";
import { DropBadge } from "./drop-badge";
import { dropPhase, ENDED_MESSAGE, formatDropTime } from "./drop-state";
import type { DropView } from "./drop-view";
import { NotifyForm } from "./notify-form";
import { useDropStatus } from "./use-drop-status";
import { useServerNow } from "./use-server-clock";

export type DropPageData = {
  drop: {
    id: string;
    name: string;
    slug: string;
    story: string;
    heroImage: string | null;
    launchAt: string;
    endsAt: string | null;
  };
  products: { id: string; handle: string; name: string; image: string | null; price: number; currency: string }[];
  view: DropView;
};

export function DropPage({ data, email }: { data: DropPageData; email?: string | null }) {
  const { drop, products, view } = data;
  const now = useServerNow(view.serverNow);
  const status = useDropStatus(drop.slug);
  const launchAt = status?.launchAt ?? drop.launchAt;
  const endsAt = status ? status.endsAt : drop.endsAt;
  const phase = dropPhase({ launchAt, endsAt }, now);
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6" data-drop-phase={phase}>
      <header className="grid gap-8 lg:grid-cols-2 lg:items-center">
        {drop.heroImage ? (
          // The first screen's largest paint on a phone: fetched first, its 4:5 box (the mock-ups'
          // 800 × 1000) kept before it loads (decision record 048).
          <img
            src={drop.heroImage}
            alt=""
            width={800}
            height={1000}
            fetchPriority="high"
            className="h-auto w-full rounded-card border-2 border-ink bg-white"
          />
        ) : null}
        <div className="flex flex-col gap-5">
          <p className="text-sm font-bold uppercase tracking-wide text-lilac-deep">The drop</p>
          <h1 className="text-5xl font-extrabold">{drop.name}</h1>
          {drop.story ? <p className="whitespace-pre-line text-lg text-ink-soft">{drop.story}</p> : null}
          {phase === "upcoming" ? (
            <>
              <p className="text-xl font-extrabold">Drops {formatDropTime(launchAt, view.timeZone)}</p>
              <Countdown target={launchAt} now={now} />
              <NotifyForm dropId={drop.id} email={email} />
            </>
          ) : phase === "ended" ? (
            <p role="status" className="text-2xl font-extrabold">
              {ENDED_MESSAGE}
            </p>
          ) : (
            <p role="status" className="text-2xl font-extrabold">
              Live now
            </p>
          )}
        </div>
      </header>
      <section aria-labelledby="drop-products-heading" className="mt-12">
        <h2 id="drop-products-heading" className="text-3xl font-extrabold">
          In this drop
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => {
            const state = view.states[product.id];
            const polled = status?.products.find((p) => p.handle === product.handle);
            const live = state && polled ? { ...state, launchAt, endsAt, taken: takenOf(polled) } : state;
            return (
              <li key={product.id} className="rounded-card border-2 border-line bg-white p-4">
                {product.image ? (
                  <img src={product.image} alt="" loading="lazy" className="aspect-square w-full object-cover" />
                ) : null}
                <h3 className="mt-3 text-xl font-bold">
                  <Link to={`/product/${product.handle}`} className="hover:text-lilac-deep">
                    {product.name}
                  </Link>
                </h3>
                <p className="font-display text-lg font-extrabold">{formatPrice(product.price, product.currency)}</p>
                {live ? <DropBadge state={live} serverNow={view.serverNow} timeZone={view.timeZone} /> : null}
              </li>
            );
          })}
        </ul>
      </section>
    </article>
  );
}

const takenOf = (polled: { editionSize: number | null; left: number | null }) =>
  polled.editionSize === null || polled.left === null ? 0 : polled.editionSize - polled.left;
