// Colour names to swatch colours (SPEC §9), tuned to sit well on the pastel theme.
const SWATCHES: Record<string, string> = {
  white: "#ffffff",
  black: "#241a33",
  gray: "#b9b4c2",
  blue: "#9ccbff",
  red: "#ff8a8a",
  green: "#9fe3bf",
  yellow: "#ffe98a",
  pink: "#ffb8d9",
  purple: "#c9b6ff",
  storm: "#6f7c96",
};

export const DEFAULT_SWATCH = "#d4d0da";

export function swatchColor(name: string): string {
  return SWATCHES[name.trim().toLowerCase()] ?? DEFAULT_SWATCH;
}
