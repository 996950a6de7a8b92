import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { crc32, deflateSync } from "node:zlib";
import { checkUpload, mayPrintBlurry, MAX_UPLOAD_SIDE, sniffImage, UploadRefused } from "./image-check.server";
import { DECODE_SLOTS, withDecodeSlot } from "./decode-slots.server";

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
  fake.writeUInt32BE(crc32(fake.subarray(12, 29)) >>> 0, 29);
  return fake;
}

/** A real, valid greyscale PNG of black pixels, a few KB long whatever its size: a "line" upload. */
function blackPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  // Each row is a filter byte (0) and one byte a pixel, all zero.
  const rows = Buffer.alloc(height * (width + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Runs `work` while sampling resident memory; the peak growth over the start, in MB. */
async function peakGrowthMb(work: () => Promise<unknown>) {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, process.memoryUsage().rss);
  return (peak - start) / 1024 / 1024;
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

  it("refuses pictures shaped as a line from the header, with memory and time flat", async () => {
    const lines = [blackPng(100_000_000, 1), blackPng(1, 10_000_000), await bomb(1, 100_000_000)];
    const refusals: string[] = [];
    const started = Date.now();
    const growth = await peakGrowthMb(() =>
      Promise.all(
        [...lines, ...lines].map((bytes) =>
          checkUpload(bytes).then(
            () => refusals.push("accepted"),
            (error: Error) => refusals.push(error.message),
          ),
        ),
      ),
    );
    const elapsed = Date.now() - started;
    console.log(`six line-shaped uploads at once: +${growth.toFixed(1)} MB resident, ${elapsed} ms`);
    expect(refusals).toHaveLength(6);
    for (const message of refusals) expect(message).toMatch(/too large to print|too long and narrow/);
    // Without the caps, one 1 × 10,000,000 PNG took 11 s of CPU here and one 100,000,000 × 1 PNG GBs.
    expect(growth).toBeLessThan(64);
    expect(elapsed).toBeLessThan(2000);
  });

  it("caps each side and the aspect ratio, and still takes a picture within them", async () => {
    const refusal = (bytes: Uint8Array) =>
      checkUpload(bytes).then(
        () => "accepted",
        (error: Error) => error.message,
      );
    expect(await refusal(await bomb(MAX_UPLOAD_SIDE + 1, 5000))).toMatch(/too large to print/);
    expect(await refusal(await png(2200, 200))).toMatch(/too long and narrow to print/);
    expect(await refusal(await png(2000, 200))).toBe("accepted");
  });

  it("refuses an animated WebP as animated, not as too large", async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame("#f00"), await frame("#00f")], { join: { animated: true } })
      .webp({ loop: 0, delay: [100, 100] })
      .toBuffer();
    const result = await checkUpload(animated).catch((error: Error) => error);
    expect(result).toEqual(
      new UploadRefused("Animated pictures are not supported: upload a still PNG, JPEG or WebP picture"),
    );
  });

  it(`decodes at most ${DECODE_SLOTS} pictures at once; the rest wait their turn`, async () => {
    let running = 0;
    let most = 0;
    const work = () =>
      withDecodeSlot(async () => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running--;
      });
    const failing = withDecodeSlot(() => Promise.reject(new Error("bad picture"))).catch(() => "freed");
    await Promise.all([failing, ...Array.from({ length: 7 }, work)]);
    expect(most).toBe(DECODE_SLOTS);
    // A refusal frees its slot too: a later decode starts at once.
    expect(await failing).toBe("freed");
    expect(await withDecodeSlot(async () => "next")).toBe("next");
  });

  it("warns below 150 DPI of the print area", () => {
    const print = { printWidth: 3600, printHeight: 4800, dpi: 300 };
    // 12 × 16 inches: 1800 × 2400 px is 150 DPI.
    expect(mayPrintBlurry({ width: 800, height: 800 }, print)).toBe(true);
    expect(mayPrintBlurry({ width: 1800, height: 1800 }, print)).toBe(false);
  });
});
