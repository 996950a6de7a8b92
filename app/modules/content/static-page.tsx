// The shared layout of the static pages: a pastel hero, optional highlight cards and prose sections.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { PageContent } from "./page-texts";

type StaticPageProps = {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** Shown under the intro, e.g. "Last updated: January 2025" on legal pages. */
  note?: string;
  children: ReactNode;
};

export function StaticPage({ eyebrow, title, intro, note, children }: StaticPageProps) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20">
      <header className="mb-12 text-center">
        <p className="mb-3 inline-block rounded-full bg-lilac/50 px-4 py-1 text-sm font-bold uppercase tracking-wider text-ink">
          {eyebrow}
        </p>
        <h1 className="text-4xl font-extrabold sm:text-5xl">{title}</h1>
        <div className="mx-auto mt-4 max-w-2xl text-lg text-ink-soft">{intro}</div>
        {note ? <p className="mt-4 text-sm font-semibold text-ink-soft">{note}</p> : null}
      </header>
      <div className="space-y-10">{children}</div>
    </article>
  );
}

const tones = {
  lilac: "bg-lilac/40",
  bubblegum: "bg-bubblegum/40",
  mint: "bg-mint/50",
  butter: "bg-butter/60",
  sky: "bg-sky/50",
  peach: "bg-peach/50",
} as const;

export type Highlight = { icon: LucideIcon; title: string; text: string; tone: keyof typeof tones };

/** Big-number cards for the figures shoppers look for first. */
export function Highlights({ items }: { items: Highlight[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ icon: Icon, title, text, tone }) => (
        <li key={title} className={cn("rounded-card p-6 shadow-soft", tones[tone])}>
          <Icon aria-hidden className="mb-3 h-7 w-7" />
          <p className="text-lg font-bold text-ink">{title}</p>
          <p className="mt-1 text-ink-soft">{text}</p>
        </li>
      ))}
    </ul>
  );
}

const PROSE =
  "space-y-3 leading-relaxed text-ink-soft [&_a]:font-semibold [&_a]:text-lilac-deep [&_a]:underline [&_a]:underline-offset-2 [&_li]:ml-5 [&_ol>li]:list-decimal [&_ul>li]:list-disc [&_strong]:text-ink [&_ul]:space-y-2 [&_ol]:space-y-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink";

/**
 * The owner's page (decision 066): the intro and sections the server rendered from Markdown
 * (app/modules/content/markdown.server.ts: raw HTML escaped, unsafe links dropped).
 */
export function PageSections({ sections }: { sections: PageContent["sections"] }) {
  return sections.map((section, index) => (
    <section key={index} className="rounded-card border-2 border-line bg-white p-6 sm:p-8">
      <h2 className="mb-4 text-2xl font-bold" dangerouslySetInnerHTML={{ __html: section.title }} />
      <div className={PROSE} dangerouslySetInnerHTML={{ __html: section.html }} />
    </section>
  ));
}

/** The intro's HTML, as the server rendered it. */
export function PageIntro({ html }: { html: string }) {
  return <div className="[&_a]:font-semibold [&_a]:underline" dangerouslySetInnerHTML={{ __html: html }} />;
}
