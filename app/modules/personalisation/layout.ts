// Where the shopper's text and picture go inside the print area, in print pixels: one layout
// drawn as SVG by the browser's preview and rendered to the print PNG by the server.
import { findFont } from "./fonts";
import { fitText } from "./rules";
import type { LinePersonalisation, PersonalisationTextField } from "../../../db/schema";

export type PrintSetup = {
  fields: PersonalisationTextField[];
  allowImage: boolean;
  printWidth: number;
  printHeight: number;
};

export type LaidText = {
  fieldId: string;
  text: string;
  family: string;
  color: string;
  fontSize: number;
  /** The centre of the text's baseline row. */
  x: number;
  y: number;
  /** The width the text is drawn to (both renderers stretch to it, so they agree). */
  width: number;
};

export type LaidImage = { x: number; y: number; width: number; height: number };
export type Layout = { width: number; height: number; texts: LaidText[]; image: LaidImage | null };

/** Share of the print area the picture takes when there are texts too (texts go below it). */
const IMAGE_SHARE = 0.7;

/** The box each text row gets: the rows share the area (below the picture when there is one). */
export function textRowBox(setup: PrintSetup, withImage: boolean) {
  const rows = Math.max(1, setup.fields.length);
  const top = withImage && setup.fields.length ? setup.printHeight * IMAGE_SHARE : 0;
  return { top, width: setup.printWidth, rowHeight: (setup.printHeight - top) / rows };
}

export function layoutPrint(setup: PrintSetup, value: LinePersonalisation, hasImage: boolean): Layout {
  const withImage = setup.allowImage && hasImage;
  const box = textRowBox(setup, withImage);
  const texts: LaidText[] = [];
  setup.fields.forEach((field, row) => {
    const entry = value.texts.find((text) => text.fieldId === field.id);
    const text = entry?.text.trim() ?? "";
    if (!entry || !text) return;
    const fit = fitText(text, entry.font, box.width, box.rowHeight);
    if (!fit.ok) return;
    texts.push({
      fieldId: field.id,
      text,
      family: findFont(entry.font)?.family ?? "Anton",
      color: entry.color,
      fontSize: fit.fontSize,
      x: box.width / 2,
      // Baseline a third of the font size below the row's middle: capitals sit centred.
      y: box.top + box.rowHeight * (row + 0.5) + fit.fontSize * 0.35,
      width: fit.width,
    });
  });
  const image = withImage
    ? {
        x: 0,
        y: 0,
        width: setup.printWidth,
        height: setup.fields.length ? setup.printHeight * IMAGE_SHARE : setup.printHeight,
      }
    : null;
  return { width: setup.printWidth, height: setup.printHeight, texts, image };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char]!);

/**
 * The layout as an SVG document; `imageHref` is the picture. `band` cuts it to one rectangle (in
 * print pixels): the server draws each text in its own band.
 */
export function layoutSvg(
  layout: Layout,
  imageHref: string | null,
  size?: { width: number; height: number },
  band?: { left: number; top: number; width: number; height: number },
): string {
  const view = band ? `${band.left} ${band.top} ${band.width} ${band.height}` : `0 0 ${layout.width} ${layout.height}`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size?.width ?? layout.width}" height="${size?.height ?? layout.height}" viewBox="${view}">`,
  ];
  if (layout.image && imageHref) {
    const { x, y, width, height } = layout.image;
    parts.push(
      `<image href="${escapeXml(imageHref)}" x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet"/>`,
    );
  }
  for (const text of layout.texts) {
    parts.push(
      `<text x="${text.x}" y="${text.y}" font-family="${escapeXml(text.family)}" font-size="${text.fontSize}" fill="${escapeXml(text.color)}" text-anchor="middle" textLength="${text.width}" lengthAdjust="spacingAndGlyphs">${escapeXml(text.text)}</text>`,
    );
  }
  parts.push("</svg>");
  return parts.join("");
}
