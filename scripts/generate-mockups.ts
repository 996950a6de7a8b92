// Draws the demo catalogue's pastel mock-up images into public/catalog (run: npm run catalog:mockups).
import { mkdirSync, readdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { demoCatalogue, mockupFile, type DemoProduct, type MockupView, type PrintGlyph } from "../db/demo-catalogue";

const W = 800;
const H = 1000;
const FONT = "'Bricolage Grotesque Variable','Arial Black',system-ui,sans-serif";

/** SPEC section 9's swatch colours; anything else gets the default grey, as the swatches do. */
const SWATCHES: Record<string, string> = {
  white: "#ffffff",
  black: "#1f1d2b",
  gray: "#9ca3af",
  blue: "#3b82f6",
  red: "#ef4444",
  green: "#22c55e",
  yellow: "#facc15",
  pink: "#ec4899",
  purple: "#a855f7",
  storm: "#64748b",
};
const DEFAULT_SWATCH = "#a1a1aa";
const BACKDROPS = ["#fde2ec", "#e3e8ff", "#e4f6ea", "#fff1d6", "#efe4ff", "#dcf3f7", "#ffe6dc"];
const ACCENTS = ["#ff8fc7", "#ffd54f", "#8fd3ff", "#b79cff", "#7fe0a8", "#ffa98f"];

type Rgb = [number, number, number];
const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
const mix = (hex: string, toward: string, amount: number) => {
  const [a, b] = [toRgb(hex), toRgb(toward)];
  return toHex(a.map((c, i) => c + (b[i] - c) * amount) as Rgb);
};
const luminance = (hex: string) => {
  const [r, g, b] = toRgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

/** The swatch colour softened toward white: dark colours only a little so they stay dark. */
export function pastel(color: string) {
  const swatch = SWATCHES[color.toLowerCase()] ?? DEFAULT_SWATCH;
  if (swatch === "#ffffff") return "#fbf8f3";
  return mix(swatch, "#ffffff", luminance(swatch) < 0.35 ? 0.18 : 0.5);
}

function hash(text: string) {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

type Palette = { fill: string; line: string; ink: string; accent: string; bg: string; blob: string };

function paletteFor(product: DemoProduct): Palette {
  const fill = pastel(product.colors[0] ?? "");
  const dark = luminance(fill) < 0.45;
  const h = hash(product.handle);
  const bg = BACKDROPS[h % BACKDROPS.length];
  return {
    fill,
    line: mix(fill, dark ? "#ffffff" : "#2a2238", dark ? 0.25 : 0.3),
    ink: dark ? "#fff6fb" : "#2a2238",
    accent: ACCENTS[(h >>> 3) % ACCENTS.length],
    bg,
    blob: mix(BACKDROPS[(h + 3) % BACKDROPS.length], "#ffffff", 0.2),
  };
}

const GLYPHS: Record<PrintGlyph, string> = {
  star: "M0-46L13-16L45-14L21 8L28 40L0 23L-28 40L-21 8L-45-14L-13-16Z",
  sparkle: "M0-48Q7-7 48 0Q7 7 0 48Q-7 7-48 0Q-7-7 0-48Z",
  heart: "M0 40C-56 4-44-44 0-18C44-44 56 4 0 40Z",
  bolt: "M10-48L-28 6H-2L-12 48L28-8H2Z",
  smiley: "M0-44A44 44 0 1 1 0 44A44 44 0 1 1 0-44Z",
  flower: "M0-14A20 20 0 1 1 14-4A20 20 0 1 1 9 12A20 20 0 1 1-9 12A20 20 0 1 1-14-4A20 20 0 1 1 0-14Z",
  cloud: "M-44 22A18 18 0 0 1-34-10A24 24 0 0 1 8-26A22 22 0 0 1 42 0A12 12 0 0 1 44 22Z",
  wave: "M-48 8Q-36-16-24 8T0 8T24 8T48 8V24H-48Z",
};

function glyph(kind: PrintGlyph, x: number, y: number, size: number, p: Palette) {
  const s = (size / 100).toFixed(2);
  const extra =
    kind === "smiley"
      ? `<path d="M-16-10v4M16-10v4M-20 12Q0 30 20 12" fill="none" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/>`
      : kind === "flower"
        ? `<circle r="9" fill="${p.ink}"/>`
        : "";
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="${GLYPHS[kind]}" fill="${p.accent}" stroke="${p.ink}" stroke-width="5" stroke-linejoin="round"/>${extra}</g>`;
}

/** Heavy centred text, one line under the other, starting at y. */
function printText(lines: string[], x: number, y: number, size: number, ink: string) {
  const text = lines
    .map((line, i) => `<text x="${x}" y="${(y + size * 0.9 + i * size * 1.02).toFixed(0)}">${escape(line)}</text>`)
    .join("");
  return `<g font-family="${FONT}" font-size="${size.toFixed(0)}" font-weight="800" text-anchor="middle" fill="${ink}">${text}</g>`;
}

/** The product's print: a glyph above one or two lines of text, fitted to a width. */
function print(product: DemoProduct, x: number, y: number, width: number, p: Palette, lines = product.print.lines) {
  const longest = Math.max(4, ...lines.map((line) => line.length));
  const size = Math.min(width / 4.2, width / (longest * 0.66));
  return glyph(product.print.glyph, x, y - size * 0.95, size * 1.5, p) + printText(lines, x, y, size, p.ink);
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/'/g, "&#39;");

const shape = (d: string, p: Palette, fill = p.fill) =>
  `<path d="${d}" fill="${fill}" stroke="${p.line}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`;
const seam = (d: string, p: Palette) =>
  `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="4" stroke-linecap="round" stroke-dasharray="10 8"/>`;

const TEE = "M300 200Q400 262 500 200L615 228L725 345L648 415L600 372V820Q400 840 200 820V372L152 415L75 345L185 228Z";
const LONG_SLEEVES =
  "M300 215Q400 252 500 215L620 245Q690 275 705 390L740 770L660 785L605 450V840Q400 860 195 840V450L140 785L60 770L95 390Q110 275 180 245Z";

function apparel(product: DemoProduct, view: MockupView, p: Palette) {
  const kind = product.category;
  const back = view === "back";
  const parts: string[] = [];
  if (kind === "tees") {
    parts.push(shape(TEE, p), seam(back ? "M305 204Q400 232 495 204" : "M310 214Q400 268 490 214", p));
  } else {
    if (kind === "hoodies") parts.push(shape("M285 232Q278 108 400 98Q522 108 515 232Q400 292 285 232Z", p));
    parts.push(shape(LONG_SLEEVES, p), seam("M200 808Q400 828 600 808M110 742L150 748M650 748L690 742", p));
    if (kind === "hoodies" && !back) {
      parts.push(shape("M330 230Q334 150 400 144Q466 150 470 230Q400 262 330 230Z", p, p.line));
      parts.push(seam("M372 258V380M428 258V380", p), shape("M282 640H518L560 780H240Z", p));
    } else if (kind === "crewnecks") {
      parts.push(seam(back ? "M305 219Q400 240 495 219" : "M310 228Q400 282 490 228", p));
    }
  }
  if (back) {
    parts.push(
      `<rect x="380" y="${kind === "hoodies" ? 250 : 222}" width="40" height="22" rx="4" fill="${p.accent}"/>`,
    );
    parts.push(print(product, 400, kind === "hoodies" ? 430 : 410, 330, p));
  } else {
    parts.push(print(product, 400, kind === "hoodies" ? 420 : 400, 270, p));
  }
  const body = parts.join("");
  // A side view: the same garment turned away, drawn narrower.
  return view === "side" ? `<g transform="matrix(.64 0 0 1 144 0)">${body}</g>` : body;
}

function cap(product: DemoProduct, view: MockupView, p: Palette) {
  if (view === "side") {
    return (
      shape("M200 600Q205 330 430 320Q600 330 610 600Z", p) +
      shape("M560 580Q700 560 750 620Q690 650 560 630Z", p) +
      seam("M420 325Q470 450 460 598", p) +
      glyph(product.print.glyph, 330, 480, 90, p)
    );
  }
  const dome =
    shape("M180 600Q182 330 400 318Q618 330 620 600Z", p) + `<circle cx="400" cy="318" r="14" fill="${p.line}"/>`;
  if (view === "back") {
    return (
      dome +
      shape("M330 600Q330 500 400 495Q470 500 470 600Z", p, p.bg) +
      `<rect x="310" y="575" width="180" height="34" rx="10" fill="${p.line}"/>` +
      glyph(product.print.glyph, 400, 420, 80, p)
    );
  }
  return (
    dome +
    seam("M400 332V590M300 340Q270 450 282 596M500 340Q530 450 518 596", p) +
    shape("M160 600Q400 560 640 600Q650 690 400 705Q150 690 160 600Z", p) +
    print(product, 400, 470, 200, p)
  );
}

function tote(product: DemoProduct, view: MockupView, p: Palette) {
  const handles = (x1: number, x2: number) =>
    `<path d="M${x1} 392C${x1} 190 ${x2} 190 ${x2} 392" fill="none" stroke="${p.line}" stroke-width="26" stroke-linecap="round"/>`;
  if (view === "side") return handles(385, 415) + shape("M340 380H460L470 870H330Z", p) + seam("M400 390V860", p);
  const bag = handles(300, 500) + shape("M220 380H580L600 870H200Z", p) + seam("M226 410H574", p);
  if (view === "back") return bag + `<rect x="360" y="430" width="80" height="30" rx="6" fill="${p.accent}"/>`;
  return bag + print(product, 400, 600, 300, p);
}

function sticker(product: DemoProduct, p: Palette) {
  const one = (x: number, y: number, size: number, turn: number, lines: string[]) =>
    `<g transform="rotate(${turn} ${x} ${y})"><rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="${size / 4}" fill="#ffffff" stroke="${p.line}" stroke-width="4"/>` +
    `<rect x="${x - size / 2 + 16}" y="${y - size / 2 + 16}" width="${size - 32}" height="${size - 32}" rx="${size / 5}" fill="${p.fill}"/>` +
    `${print(product, x, y - size * 0.06, size * 0.7, p, lines)}</g>`;
  if (product.sizes[0] === "One Size") {
    return (
      one(290, 360, 240, -10, product.print.lines.slice(0, 1)) +
      one(520, 420, 220, 8, []) +
      one(400, 680, 300, -3, product.print.lines)
    );
  }
  return one(400, 500, 440, -6, product.print.lines);
}

/** A close-up of the print on the fabric, seen through a round lens. */
function detail(product: DemoProduct, p: Palette) {
  const lines = product.print.lines.slice(0, 1);
  const size = Math.min(100, 440 / (lines[0].length * 0.66));
  return (
    `<defs><pattern id="weave" width="14" height="14" patternUnits="userSpaceOnUse"><path d="M0 14L14 0" stroke="${p.line}" stroke-opacity=".25" stroke-width="2"/></pattern><clipPath id="lens"><circle cx="400" cy="480" r="300"/></clipPath></defs>` +
    `<g clip-path="url(#lens)"><rect width="${W}" height="${H}" fill="${p.fill}"/><rect width="${W}" height="${H}" fill="url(#weave)"/>` +
    `${glyph(product.print.glyph, 400, 390, 260, p)}${printText(lines, 400, 540, size, p.ink)}</g>` +
    `<circle cx="400" cy="480" r="300" fill="none" stroke="${p.line}" stroke-width="6"/><circle cx="400" cy="480" r="282" fill="none" stroke="${p.ink}" stroke-opacity=".35" stroke-width="3" stroke-dasharray="12 10"/>`
  );
}

export function renderMockup(product: DemoProduct, view: MockupView) {
  const p = paletteFor(product);
  let art: string;
  if (view === "detail") art = detail(product, p);
  else if (product.category === "caps") art = cap(product, view, p);
  else if (product.category === "totes") art = tote(product, view, p);
  else if (product.category === "stickers") art = sticker(product, p);
  else art = apparel(product, view, p);
  const label = `${escape(product.name)}, ${view} view`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${label}">` +
    `<rect width="${W}" height="${H}" fill="${p.bg}"/><circle cx="650" cy="170" r="150" fill="${p.blob}"/><circle cx="120" cy="860" r="190" fill="${p.blob}"/>` +
    `<ellipse cx="400" cy="905" rx="250" ry="22" fill="${p.line}" fill-opacity=".18"/>${art}` +
    `<text x="400" y="965" font-family="${FONT}" font-size="26" font-weight="700" letter-spacing="4" text-anchor="middle" fill="#2a2238" fill-opacity=".55">softdrop · ${view.toUpperCase()}</text></svg>\n`
  );
}

/** Writes every product's views and removes mock-ups no product uses any more. */
export function generateMockups(outDir = path.resolve("public/catalog")) {
  mkdirSync(outDir, { recursive: true });
  const written = new Set<string>();
  for (const product of demoCatalogue) {
    for (const view of product.views) {
      const file = mockupFile(product.handle, view);
      writeFileSync(path.join(outDir, file), renderMockup(product, view));
      written.add(file);
    }
  }
  for (const file of readdirSync(outDir)) {
    if (file.endsWith(".svg") && !written.has(file)) rmSync(path.join(outDir, file));
  }
  return written.size;
}

const script = process.argv[1];
if (script && import.meta.url === pathToFileURL(realpathSync(script)).href) {
  console.log(`Wrote ${generateMockups()} mock-ups to public/catalog.`);
}
