// Renders a print file: the layout's SVG drawn by resvg with the bundled fonts into a PNG at the
// print area's size, on a transparent background (decision 043).
import { Resvg } from "@resvg/resvg-js";
import { printFontFiles } from "./fonts.server";
import { layoutPrint, layoutSvg, type PrintSetup } from "./layout";
import type { LinePersonalisation } from "../../../db/schema";

/** A stored personalisation that cannot be printed (the admin sees the message and may retry). */
export class PrintRenderError extends Error {
  override name = "PrintRenderError";
}

export type RenderedPrint = { png: Buffer; width: number; height: number };

/** Draws an SVG document to PNG at its own size with only the bundled fonts. */
export function svgToPng(svg: string): RenderedPrint {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "original" },
    background: "rgba(0,0,0,0)",
    font: { loadSystemFonts: false, fontFiles: printFontFiles(), defaultFontFamily: "Anton" },
    imageRendering: 0,
    shapeRendering: 2,
    textRendering: 1,
  });
  const image = resvg.render();
  return { png: image.asPng(), width: image.width, height: image.height };
}

/**
 * The print of one line: its texts and picture (PNG bytes, already checked and re-encoded) laid
 * out as the preview lays them, at `size` (the print size by default, smaller for tests).
 */
export function renderPrint(
  setup: PrintSetup,
  value: LinePersonalisation,
  picture: Buffer | null,
  size?: { width: number; height: number },
): RenderedPrint {
  if (value.uploadId && !picture) throw new PrintRenderError("The shopper's picture is missing");
  const layout = layoutPrint(setup, value, Boolean(picture));
  const wanted = value.texts.filter((entry) => entry.text.trim()).length;
  if (layout.texts.length !== wanted) throw new PrintRenderError("A text no longer fits its print area");
  const href = picture ? `data:image/png;base64,${picture.toString("base64")}` : null;
  return svgToPng(layoutSvg(layout, href, size));
}
