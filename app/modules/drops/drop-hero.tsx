// The home page's hero for the next drop: its name, date, countdown and a link to its page.
import { Link } from "react-router";
import { Countdown } from "./countdown";
import { dropPhase, formatDropTime } from "./drop-state";
import { useServerNow } from "./use-server-clock";

export type DropHeroData = {
  name: string;
  slug: string;
  heroImage: string | null;
  launchAt: string;
  endsAt: string | null;
  serverNow: number;
  timeZone: string;
};

export function DropHero({ drop }: { drop: DropHeroData }) {
  const now = useServerNow(drop.serverNow);
  const phase = dropPhase(drop, now);
  if (phase === "ended") return null;
  return (
    <section aria-labelledby="drop-hero-heading" className="mx-auto mt-8 max-w-7xl px-4 sm:px-6">
      <div className="grid items-center gap-6 rounded-[2rem] border-2 border-ink bg-butter p-8 sm:grid-cols-[1fr_auto]">
        <div>
          <p className="text-sm font-bold uppercase tracking-wide">{phase === "upcoming" ? "Next drop" : "Live now"}</p>
          <h2 id="drop-hero-heading" className="mt-1 text-4xl font-extrabold">
            {drop.name}
          </h2>
          {phase === "upcoming" ? (
            <>
              <p className="mt-2 font-semibold">Drops {formatDropTime(drop.launchAt, drop.timeZone)}</p>
              <div className="mt-4">
                <Countdown target={drop.launchAt} now={now} />
              </div>
            </>
          ) : null}
          <Link
            to={`/drops/${drop.slug}`}
            className="mt-5 inline-block rounded-full bg-ink px-6 py-3 font-bold text-white hover:bg-lilac-deep"
          >
            {phase === "upcoming" ? "See the drop" : "Shop the drop"}
          </Link>
        </div>
        {drop.heroImage ? <img src={drop.heroImage} alt="" className="max-h-64 rounded-card bg-white" /> : null}
      </div>
    </section>
  );
}
