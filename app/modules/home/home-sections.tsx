// The home page's hero and feature blurbs.
import { Heart, Sparkles, Zap } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useShop } from "~/modules/settings";

export function Hero() {
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
        <h1 className="mt-6 max-w-4xl text-5xl font-extrabold leading-[1.05] sm:text-7xl">
          express yourself, no rules, just style
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-ink-soft">
          Soft pastel streetwear, printed on demand the moment you order. No overstock, no waste, all vibes.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Button asChild size="lg">
            <Link to="/products">Shop Now</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/products">Explore Vibes</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

const blurbs = [
  {
    title: "Aesthetic Vibes",
    text: "Dreamy pastels and bold prints designed to match your whole mood board.",
    icon: Sparkles,
    tint: "bg-lilac",
  },
  {
    title: "Super Fast",
    text: "Printed in 2-7 business days and shipped straight to your door.",
    icon: Zap,
    tint: "bg-butter",
  },
  {
    title: "Soft & Comfy",
    text: "Ring-spun cotton and cozy fleece that feel as good as they look.",
    icon: Heart,
    tint: "bg-mint",
  },
];

export function FeatureBlurbs() {
  const shop = useShop();
  return (
    <section aria-label={`Why ${shop.name}`} className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-3">
      {blurbs.map(({ title, text, icon: Icon, tint }) => (
        <article key={title} className="rounded-card border-2 border-line bg-white p-8 shadow-soft">
          <span className={`grid h-12 w-12 place-items-center rounded-2xl ${tint}`}>
            <Icon aria-hidden className="h-6 w-6" />
          </span>
          <h2 className="mt-5 text-2xl font-bold">{title}</h2>
          <p className="mt-2 text-ink-soft">{text}</p>
        </article>
      ))}
    </section>
  );
}
