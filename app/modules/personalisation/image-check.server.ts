// Checks a shopper's picture before anything is stored: the bytes must be a PNG, JPEG or WebP
// (whatever the file is called), its declared size is read from the header before any decoding
// (an image bomb is refused unopened), then it is decoded once and re-encoded as PNG, which
// drops every piece of metadata.
import type { Metadata } from "sharp";
import { withDecodeSlot } from "./decode-slots.server";
import { loadSharp } from "./native.server";

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** The most pixels a picture may declare (a 100-megapixel photo is already more than any print). */
export const MAX_UPLOAD_PIXELS = 100_000_000;
/**
 * The longest side a picture may declare, and how many times longer than its short side it may
 * be: a 1 × 10,000,000 "line" is within the pixel count but takes libvips seconds of CPU and
 * gigabytes to decode. A print area is at most 4500 × 5400 at 300 DPI, so 12,000 px is plenty.
 */
export const MAX_UPLOAD_SIDE = 12_000;
export const MAX_UPLOAD_ASPECT = 10;
/** The resolution below which a picture may print blurry. */
export const BLURRY_DPI = 150;

export class UploadRefused extends Error {
  override name = "UploadRefused";
}

export type ImageKind = "png" | "jpeg" | "webp";

/** What the bytes are by their signature, never by their name or declared type. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const at = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  return null;
}

function describeRefusal(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 512)).toString("latin1");
  if (head.startsWith("%PDF")) return "A PDF cannot be printed from here: upload a PNG or JPEG picture";
  if (/<svg|<\?xml/i.test(head)) return "An SVG cannot be uploaded: upload a PNG or JPEG picture";
  return "This file is not a PNG, JPEG or WebP picture (renaming a file does not change what it is)";
}

export type CheckedUpload = { png: Buffer; width: number; height: number };

/** The picture re-encoded as PNG without metadata, or an UploadRefused with the shopper's message. */
export async function checkUpload(bytes: Uint8Array): Promise<CheckedUpload> {
  if (bytes.byteLength === 0) throw new UploadRefused("The file is empty");
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new UploadRefused("The picture is larger than 20 MB");
  const kind = sniffImage(bytes);
  if (!kind) throw new UploadRefused(describeRefusal(bytes));
  const sharp = await loadSharp();
  let declared: Metadata;
  try {
    // Reads the header only: nothing is decoded yet.
    declared = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRefused("This picture is damaged and cannot be read");
  }
  if (declared.format !== kind && !(kind === "jpeg" && declared.format === "jpeg")) {
    throw new UploadRefused("This file is not a PNG, JPEG or WebP picture");
  }
  if ((declared.pages ?? 1) > 1) {
    throw new UploadRefused("Animated pictures are not supported: upload a still PNG, JPEG or WebP picture");
  }
  const { width, height } = declared;
  if (!width || !height) throw new UploadRefused("This picture is damaged and cannot be read");
  const shape = printShapeProblem(width, height);
  if (shape) throw new UploadRefused(shape);
  return withDecodeSlot(() => reencode(sharp, bytes));
}

/** Why declared dimensions cannot be printed (pixel count, longest side, aspect ratio), if they cannot. */
export function printShapeProblem(width: number, height: number) {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (width * height > MAX_UPLOAD_PIXELS || long > MAX_UPLOAD_SIDE) {
    return "This picture declares a size too large to print: upload a smaller picture";
  }
  if (long > short * MAX_UPLOAD_ASPECT) {
    return "This picture is too long and narrow to print: crop it closer to the print's shape";
  }
  return undefined;
}

async function reencode(sharp: Awaited<ReturnType<typeof loadSharp>>, bytes: Uint8Array): Promise<CheckedUpload> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: "error" })
      .rotate()
      .png({ compressionLevel: 6 })
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    throw new UploadRefused("This picture is damaged and cannot be read");
  }
}

/** Whether a picture of this size prints below BLURRY_DPI across the print area. */
export function mayPrintBlurry(
  picture: { width: number; height: number },
  print: { printWidth: number; printHeight: number; dpi: number },
): boolean {
  const inchesWide = print.printWidth / print.dpi;
  const inchesHigh = print.printHeight / print.dpi;
  return picture.width < inchesWide * BLURRY_DPI && picture.height < inchesHigh * BLURRY_DPI;
}
