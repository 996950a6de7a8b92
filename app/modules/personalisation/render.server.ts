// Renders a print file: the layout's SVG drawn by resvg with the bundled fonts into a PNG at the
// print area's size, on a transparent background (decision 043).
import type { Resvg } from "@resvg/resvg-js";
import type { OverlayOptions, Sharp } from "sharp";
import { withDecodeSlot } from "./decode-slots.server";
import { printFontFiles } from "./fonts.server";
import { printShapeProblem } from "./image-check.server";
import { layoutPrint, layoutSvg, type Layout, type PrintSetup } from "./layout";
import { loadResvg, loadSharp } from "./native.server";
import type { LinePersonalisation } from "../../../db/schema";

/** A stored personalisation that cannot be printed (the admin sees the message and may retry). */
export class PrintRenderError extends Error {
  override name = "PrintRenderError";
}

export type RenderedPrint = { png: Buffer; width: number; height: number };

function parseSvg(ResvgClass: typeof Resvg, svg: string) {
  return new ResvgClass(svg, {
    fitTo: { mode: "original" },
    background: "rgba(0,0,0,0)",
    font: { loadSystemFonts: false, fontFiles: printFontFiles(), defaultFontFamily: "Anton" },
    imageRendering: 0,
    shapeRendering: 2,
    textRendering: 1,
  });
}

/** Draws an SVG document to PNG at its own size with only the bundled fonts. */
export async function svgToPng(svg: string): Promise<RenderedPrint> {
  const image = parseSvg(await loadResvg(), svg).render();
  return { png: image.asPng(), width: image.width, height: image.height };
}

/**
 * The SVG with its texts turned into outlines by resvg (with the bundled fonts): libvips then
 * rasterises it in strips as it composites, so no pixmap of the text's band is ever whole.
 */
function svgToOutlines(ResvgClass: typeof Resvg, svg: string): Buffer {
  return Buffer.from(parseSvg(ResvgClass, svg).toString());
}

/**
 * The print of one line: its texts and picture (PNG bytes, already checked and re-encoded) laid
 * out as the preview lays them, at `size` (the print size by default, smaller for tests).
 *
 * Memory: a 4500 × 5400 RGBA canvas is 97 MB, so the whole file is never one pixmap. resvg lays
 * out each text in its own band and gives it back as outlines, the picture is scaled by sharp, and
 * libvips rasterises the outlines and composites everything in strips while it encodes the PNG.
 */
export function renderPrint(
  setup: PrintSetup,
  value: LinePersonalisation,
  picture: Buffer | null,
  size?: { width: number; height: number },
): Promise<RenderedPrint> {
  return withDecodeSlot(() => renderInSlot(setup, value, picture, size));
}

/** The picture's header read before decoding: a stored picture from before today's caps is refused. */
async function checkPictureShape(sharp: Awaited<ReturnType<typeof loadSharp>>, picture: Buffer) {
  const { width, height } = await sharp(picture, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  if (!width || !height || printShapeProblem(width, height)) {
    throw new PrintRenderError("The shopper's picture cannot be printed (its size or shape is out of bounds)");
  }
}

async function renderInSlot(
  setup: PrintSetup,
  value: LinePersonalisation,
  picture: Buffer | null,
  size?: { width: number; height: number },
): Promise<RenderedPrint> {
  if (value.uploadId && !picture) throw new PrintRenderError("The shopper's picture is missing");
  const layout = layoutPrint(setup, value, Boolean(picture));
  const wanted = value.texts.filter((entry) => entry.text.trim()).length;
  if (layout.texts.length !== wanted) throw new PrintRenderError("A text no longer fits its print area");
  const width = size?.width ?? layout.width;
  const height = size?.height ?? layout.height;
  const scale = Math.min(width / layout.width, height / layout.height);
  const [sharp, ResvgClass] = await Promise.all([loadSharp(), loadResvg()]);
  if (picture) await checkPictureShape(sharp, picture);
  const texts: OverlayOptions[] = [];
  for (const band of textBands(layout, scale, width, height)) {
    // Only this band is drawn: the viewBox is cut to it, and so is resvg's pixmap.
    const svg = layoutSvg(
      { ...layout, image: null, texts: [band.text] },
      null,
      { width: band.right - band.left, height: band.bottom - band.top },
      {
        left: band.left / scale,
        top: band.top / scale,
        width: (band.right - band.left) / scale,
        height: (band.bottom - band.top) / scale,
      },
    );
    texts.push({ input: svgToOutlines(ResvgClass, svg), left: band.left, top: band.top });
  }
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  let canvas: Sharp;
  if (layout.image && picture) {
    // The picture scaled into its box and padded out to the whole file: one streaming pipeline.
    const box = {
      left: Math.round(layout.image.x * scale),
      top: Math.round(layout.image.y * scale),
      width: Math.max(1, Math.round(layout.image.width * scale)),
      height: Math.max(1, Math.round(layout.image.height * scale)),
    };
    canvas = sharp(picture, { limitInputPixels: 100_000_000 })
      .ensureAlpha()
      .resize({ width: box.width, height: box.height, fit: "contain", background: transparent })
      .extend({
        left: box.left,
        top: box.top,
        right: Math.max(0, width - box.left - box.width),
        bottom: Math.max(0, height - box.top - box.height),
        background: transparent,
      });
  } else {
    canvas = sharp({ create: { width, height, channels: 4, background: transparent } });
  }
  if (texts.length) {
    // extend and composite in one pipeline need a boundary between them.
    canvas = sharp(await canvas.png({ compressionLevel: 1 }).toBuffer()).composite(texts);
  }
  const png = await canvas.png({ compressionLevel: 6 }).toBuffer();
  return { png, width, height };
}

/** Each text with the output pixels it may draw in (its line box, with room for flourishes). */
function textBands(layout: Layout, scale: number, width: number, height: number) {
  return layout.texts
    .map((text) => {
      const slack = text.fontSize * 0.5;
      return {
        text,
        left: Math.max(0, Math.floor((text.x - text.width / 2 - slack) * scale)),
        right: Math.min(width, Math.ceil((text.x + text.width / 2 + slack) * scale)),
        top: Math.max(0, Math.floor((text.y - text.fontSize * 1.4) * scale)),
        bottom: Math.min(height, Math.ceil((text.y + text.fontSize * 0.8) * scale)),
      };
    })
    .filter((band) => band.right > band.left && band.bottom > band.top);
}
