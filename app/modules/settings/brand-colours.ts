// The shop's brand colours (issue #30, decision 066): primary (text and buttons), accent (links,
// a button under the pointer) and background. Each is refused when text on it, or it as text,
// would fail WCAG AA's 4.5:1. Applied as CSS variables over the theme's (app/app.css), in the
// page's own <style>, so no request and no script is added. Without zod: the server and the form read it.

export const COLOUR_FIELDS = ["primary", "accent", "background"] as const;
export type ColourField = (typeof COLOUR_FIELDS)[number];
export type BrandColours = Record<ColourField, string>;

/** Today's theme: --color-ink, --color-lilac-deep and --color-cream. */
export const DEFAULT_COLOURS: BrandColours = { primary: "#241a33", accent: "#6f4ef5", background: "#fffaf3" };

/** The theme variable each colour replaces. */
const VARIABLES: Record<ColourField, string> = {
  primary: "--color-ink",
  accent: "--color-lilac-deep",
  background: "--color-cream",
};

/** The theme's soft text colour (--color-ink-soft), which stays: it must read on the background too. */
const SOFT_TEXT = "#5b4e6e";
const WHITE = "#ffffff";
export const AA_CONTRAST = 4.5;

export const isHexColour = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

function luminance(hex: string) {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG's contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(one: string, other: string) {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const ratio = (value: number) => `${Math.floor(value * 10) / 10}:1`;

/**
 * Why each colour would be hard to read, by field (empty when all pass): primary and accent are
 * text on the background and on white cards, and the background carries the primary's text and
 * the soft grey text. Colours that are not #rrggbb are left to the schema.
 */
export function colourProblems(colours: BrandColours): Partial<Record<ColourField, string>> {
  const problems: Partial<Record<ColourField, string>> = {};
  if (!COLOUR_FIELDS.every((field) => isHexColour(colours[field]))) return problems;
  const { background } = colours;
  for (const [field, label] of [
    ["primary", "Text in the primary colour"],
    ["accent", "Links in the accent colour"],
  ] as const) {
    const colour = colours[field];
    const worst = Math.min(contrastRatio(colour, background), contrastRatio(colour, WHITE));
    if (worst < AA_CONTRAST) {
      problems[field] =
        `${label} reads at ${ratio(worst)} on the background or on white; WCAG AA needs 4.5:1. Choose a darker colour.`;
    }
  }
  const soft = contrastRatio(SOFT_TEXT, background);
  if (soft < AA_CONTRAST) {
    problems.background = `The grey text reads at ${ratio(soft)} on this background; WCAG AA needs 4.5:1. Choose a lighter background.`;
  }
  return problems;
}

/** The <style> that puts the owner's colours over the theme's, or "" while they are the defaults. */
export function coloursCss(colours: BrandColours) {
  const changed = COLOUR_FIELDS.filter((field) => colours[field].toLowerCase() !== DEFAULT_COLOURS[field]);
  if (changed.length === 0) return "";
  return `:root{${changed.map((field) => `${VARIABLES[field]}:${colours[field].toLowerCase()}`).join(";")}}`;
}
