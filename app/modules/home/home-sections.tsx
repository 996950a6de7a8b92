// The home page's hero and feature blurbs, in the owner's words (store settings, decision 066).
import { Heart, Sparkles, Zap } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useShop, type ShopWords } from "~/modules/settings";

type HeroWords = Pick<ShopWords, "heroHeading" | "heroSubline" | "heroPrimaryLabel" | "heroSecondaryLabel">;

export function Hero({ words }: { words: HeroWords }) {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_15%_20%,var(--color-bubblegum)_0,transparent_35%),radial-gradient(circle_at_85%_10%,var(--color-sky)_0,transparent_35%),radial-gradient(circle_at_60%_90%,var(--color-mint)_0,transparent_40%)] opacity-70"
      />
      <div className="mx-auto flex max-w-7xl flex-col items-center px-4 py-24 text-center sm:px-6 md:py-32">
        <p className="rounded-full border-2 border-ink bg-butter px-4 py-1 text-sm font-bold">
          new drop, made just for you ✿
        </p>
        <h1 className="mt-6 max-w-4xl text-5xl font-extrabold leading-[1.05] sm:text-7xl">{words.heroHeading}</h1>
        {words.heroSubline ? <p className="mt-6 max-w-2xl text-lg text-ink-soft">{words.heroSubline}</p> : null}
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Button asChild size="lg">
            <Link to="/products">{words.heroPrimaryLabel}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/products">{words.heroSecondaryLabel}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

const looks = [
  { icon: Sparkles, tint: "bg-lilac" },
  { icon: Zap, tint: "bg-butter" },
  { icon: Heart, tint: "bg-mint" },
];

/** The three blurbs' titles and texts, in order. */
export type Blurb = { title: string; text: string };

export function FeatureBlurbs({ blurbs }: { blurbs: Blurb[] }) {
  const shop = useShop();
  return (
    <section aria-label={`Why ${shop.name}`} className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-3">
      {blurbs.map(({ title, text }, index) => {
        const { icon: Icon, tint } = looks[index % looks.length]!;
        return (
          <article key={index} className="rounded-card border-2 border-line bg-white p-8 shadow-soft">
            <span className={`grid h-12 w-12 place-items-center rounded-2xl ${tint}`}>
              <Icon aria-hidden className="h-6 w-6" />
            </span>
            <h2 className="mt-5 text-2xl font-bold">{title}</h2>
            <p className="mt-2 text-ink-soft">{text}</p>
          </article>
        );
      })}
    </section>
  );
}
