// The owner's logo (decision 066): a PNG, JPEG or WebP is checked as a personalisation upload is
// (its bytes, its declared pixels before decoding, one of the process's decode slots) and
// re-encoded; an SVG is rasterised by resvg (no script runs, no file or address is fetched) and
// never served as uploaded. From it come the header's logo, the favicon and the link preview's
// image, each a PNG stored in store_images and served under a version (app/routes/brand.$file.ts).
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import {
  checkUpload,
  loadResvg,
  loadSharp,
  MAX_UPLOAD_ASPECT,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_SIDE,
  UploadRefused,
  withDecodeSlot,
} from "~/modules/personalisation/index.server";

export { UploadRefused as LogoRefused };
/** An SVG is text: a logo's is a few kilobytes; 1 MB leaves room and bounds the parser's work. */
const MAX_SVG_BYTES = 1024 * 1024;
/** The header shows the logo 36 px high; twice that, and some room, for sharp screens. */
const LOGO_HEIGHT = 96;

export type BrandImages = { logo: Buffer; favicon: Buffer; social: Buffer };

function looksLikeSvg(bytes: Uint8Array) {
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/** The SVG drawn as a PNG: scripts, event attributes and outside references never run or load. */
async function rasteriseSvg(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength > MAX_SVG_BYTES) throw new UploadRefused("An SVG logo must be 1 MB or smaller");
  const Resvg = await loadResvg();
  return withDecodeSlot(async () => {
    let resvg: InstanceType<typeof Resvg>;
    try {
      resvg = new Resvg(Buffer.from(bytes), {
        fitTo: { mode: "height", value: LOGO_HEIGHT * 4 },
        font: { loadSystemFonts: false },
      });
    } catch {
      throw new UploadRefused("This SVG is damaged and cannot be read");
    }
    const { width, height } = resvg;
    const long = Math.max(width, height);
    if (!width || !height || long > Math.min(width, height) * MAX_UPLOAD_ASPECT) {
      throw new UploadRefused("This logo is too long and narrow: crop it closer to its drawing");
    }
    return Buffer.from(resvg.render().asPng());
  });
}

/** The logo, favicon and social image from an upload, or a LogoRefused with the owner's message. */
export async function brandImagesFrom(bytes: Uint8Array, background: string): Promise<BrandImages> {
  if (bytes.byteLength === 0) throw new UploadRefused("Choose a logo file to upload");
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new UploadRefused("The logo is larger than 20 MB");
  const source = looksLikeSvg(bytes) ? await rasteriseSvg(bytes) : (await checkUpload(bytes)).png;
  const sharp = await loadSharp();
  return withDecodeSlot(async () => {
    const image = () => sharp(source, { limitInputPixels: MAX_UPLOAD_SIDE * MAX_UPLOAD_SIDE });
    const logo = await image()
      .resize({ height: LOGO_HEIGHT, width: LOGO_HEIGHT * MAX_UPLOAD_ASPECT, fit: "inside" })
      .png()
      .toBuffer();
    const favicon = await image()
      .resize(64, 64, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    const centred = await image().resize(900, 400, { fit: "inside" }).png().toBuffer();
    const social = await sharp({ create: { width: 1200, height: 630, channels: 4, background } })
      .composite([{ input: centred, gravity: "centre" }])
      .png()
      .toBuffer();
    return { logo, favicon, social };
  });
}

/** Stores the three images under a new version; the caller saves the version with the settings. */
export async function storeBrandImages(images: BrandImages): Promise<string> {
  const version = randomBytes(6).toString("hex");
  await db.transaction(async (tx) => {
    for (const [name, png] of Object.entries(images)) {
      await tx
        .insert(schema.storeImages)
        .values({ name, png, version })
        .onConflictDoUpdate({ target: schema.storeImages.name, set: { png, version, updatedAt: new Date() } });
    }
  });
  return version;
}

/** One stored image, when the address's version is the current one. */
export async function brandImage(name: string, version: string) {
  const [row] = await db.select().from(schema.storeImages).where(eq(schema.storeImages.name, name)).limit(1);
  return row && row.version === version ? row.png : undefined;
}
