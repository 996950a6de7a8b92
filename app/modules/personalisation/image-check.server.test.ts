import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkUpload, mayPrintBlurry, sniffImage, UploadRefused } from "./image-check.server";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#ff8800" } })
    .png()
    .toBuffer();

/** A PNG whose header declares width × height but whose data is a few bytes: an image bomb's shape. */
async function bomb(width: number, height: number) {
  const real = await png(1, 1);
  const fake = Buffer.from(real);
  // IHDR's width and height sit at bytes 16–23; its CRC (29–32) is fixed up so the header reads.
  fake.writeUInt32BE(width, 16);
  fake.writeUInt32BE(height, 20);
  const { crc32 } = await import("node:zlib");
  fake.writeUInt32BE(crc32(fake.subarray(12, 29)) >>> 0, 29);
  return fake;
}

describe("upload checks", () => {
  it("knows a picture by its bytes, not its name", async () => {
    expect(sniffImage(await png(4, 4))).toBe("png");
    expect(
      sniffImage(
        await sharp(await png(4, 4))
          .jpeg()
          .toBuffer(),
      ),
    ).toBe("jpeg");
    expect(
      sniffImage(
        await sharp(await png(4, 4))
          .webp()
          .toBuffer(),
      ),
    ).toBe("webp");
    expect(sniffImage(Buffer.from("GIF89a"))).toBeNull();
  });

  it("re-encodes a JPEG as PNG and drops its metadata", async () => {
    const jpeg = await sharp(await png(40, 30))
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret camera owner" } } })
      .toBuffer();
    expect(jpeg.toString("latin1")).toContain("secret camera owner");
    const checked = await checkUpload(jpeg);
    expect([checked.width, checked.height]).toEqual([40, 30]);
    expect(sniffImage(checked.png)).toBe("png");
    expect(checked.png.toString("latin1")).not.toContain("secret camera owner");
    expect((await sharp(checked.png).metadata()).exif).toBeUndefined();
  });

  it("refuses renamed files, SVG, PDF, damaged and empty files with a message", async () => {
    const refusal = (bytes: Uint8Array) =>
      checkUpload(bytes).then(
        () => "accepted",
        (error: Error) => error,
      );
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(await refusal(svg)).toEqual(new UploadRefused("An SVG cannot be uploaded: upload a PNG or JPEG picture"));
    expect(String(await refusal(Buffer.from("%PDF-1.7 ...")))).toMatch(/A PDF cannot be printed/);
    expect(String(await refusal(Buffer.from("MZ this is a program renamed to photo.png")))).toMatch(/renaming a file/);
    const truncated = (await png(50, 50)).subarray(0, 40);
    expect(await refusal(truncated)).toBeInstanceOf(UploadRefused);
    expect(String(await refusal(new Uint8Array()))).toMatch(/empty/);
  });

  it("refuses an image bomb from its header, before decoding it", async () => {
    const started = Date.now();
    const result = await checkUpload(await bomb(60_000, 60_000)).catch((error: Error) => error);
    expect(String(result)).toMatch(/too large to print/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("warns below 150 DPI of the print area", () => {
    const print = { printWidth: 3600, printHeight: 4800, dpi: 300 };
    // 12 × 16 inches: 1800 × 2400 px is 150 DPI.
    expect(mayPrintBlurry({ width: 800, height: 800 }, print)).toBe(true);
    expect(mayPrintBlurry({ width: 1800, height: 1800 }, print)).toBe(false);
  });
});
