// The brand on the real database: the contrast rule, the logo's checks (an SVG's script and event
// attributes never reach a visitor; a 40 MB file and an image bomb refused quickly, memory flat) and
// the versioned images the pages point at.
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { brandImage, brandImagesFrom, storeBrandImages } from "./brand-images.server";
import { coloursCss, colourProblems, contrastRatio, DEFAULT_COLOURS } from "./brand-colours";
import { coloursSchema } from "./colours.schema";
import { brandHead, saveColours, saveLogoVersion, saveStoreSettings } from "./settings.server";
import { DEFAULT_SHOP } from "./shop-defaults";

afterEach(async () => {
  await saveStoreSettings({ ...DEFAULT_SHOP });
  await db.delete(schema.storeSettings);
  await db.delete(schema.storeImages);
});

const SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" onload="alert('svg')">
  <script>alert('script')</script>
  <rect width="120" height="40" rx="8" fill="#6f4ef5"/>
</svg>`;

/** A PNG whose header declares width × height but whose data is a few bytes: an image bomb's shape. */
async function bomb(width: number, height: number) {
  const fake = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer(),
  );
  fake.writeUInt32BE(width, 16);
  fake.writeUInt32BE(height, 20);
  fake.writeUInt32BE(crc32(fake.subarray(12, 29)) >>> 0, 29);
  return fake;
}

async function timedPeakMb(work: () => Promise<unknown>) {
  const start = process.memoryUsage().rss;
  const began = Date.now();
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return { mb: (Math.max(peak, process.memoryUsage().rss) - start) / 1024 / 1024, ms: Date.now() - began };
}

describe("brand colours", () => {
  it("today's theme passes; a pale primary, a pale accent and a dark background are refused at their fields", () => {
    expect(colourProblems(DEFAULT_COLOURS)).toEqual({});
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21);
    const problems = colourProblems({ primary: "#c9b6ff", accent: "#ffb8d9", background: "#fffaf3" });
    expect(problems.primary).toMatch(/^Text in the primary colour reads at 1\.\d:1 .* WCAG AA needs 4\.5:1/);
    expect(problems.accent).toMatch(/^Links in the accent colour reads at/);
    expect(colourProblems({ ...DEFAULT_COLOURS, background: "#333333" }).background).toMatch(/grey text reads at/);
  });

  it("the schema wants #rrggbb and carries the contrast messages", () => {
    const parsed = coloursSchema.safeParse({ primary: "navy", accent: "#6F4EF5", background: "#fffaf3" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["primary"], message: expect.stringMatching(/#rrggbb/) });
    expect(coloursSchema.parse({ ...DEFAULT_COLOURS, accent: "#6F4EF5" }).accent).toBe("#6f4ef5");
  });

  it("puts only the changed colours over the theme, and a save reaches the page's head at once", async () => {
    expect(coloursCss(DEFAULT_COLOURS)).toBe("");
    expect((await brandHead()).css).toBe("");
    await saveColours({ ...DEFAULT_COLOURS, primary: "#1b3a2b" });
    expect((await brandHead()).css).toBe(":root{--color-ink:#1b3a2b}");
  });
});

describe("the logo", () => {
  it("rasterises an SVG: its script and onload never reach a visitor, only PNGs do", async () => {
    const images = await brandImagesFrom(Buffer.from(SVG), "#fffaf3");
    for (const png of Object.values(images)) {
      expect(png.subarray(0, 4).toString("latin1")).toBe("\x89PNG");
      expect(png.toString("latin1")).not.toMatch(/script|onload|alert/);
    }
    expect(await sharp(images.favicon).metadata()).toMatchObject({ width: 64, height: 64 });
    expect(await sharp(images.social).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect((await sharp(images.logo).metadata()).height).toBe(96);
  });

  it("refuses a 40 MB file and an image bomb quickly, memory flat", async () => {
    const big = Buffer.alloc(40 * 1024 * 1024, 1);
    const large = await timedPeakMb(() =>
      expect(brandImagesFrom(big, "#fffaf3")).rejects.toThrow("The logo is larger than 20 MB"),
    );
    expect(large.ms).toBeLessThan(1000);
    const bombPng = await bomb(60_000, 60_000);
    const bombed = await timedPeakMb(() => expect(brandImagesFrom(bombPng, "#fffaf3")).rejects.toThrow(/too large/));
    expect(bombed.ms).toBeLessThan(2000);
    expect(bombed.mb).toBeLessThan(50);
    const svgBomb = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="100000"><rect width="1" height="1"/></svg>`;
    await expect(brandImagesFrom(Buffer.from(svgBomb), "#fffaf3")).rejects.toThrow(/too long and narrow/);
    await expect(brandImagesFrom(Buffer.from("not a picture"), "#fffaf3")).rejects.toThrow(/not a PNG, JPEG or WebP/);
  });

  it("is served under its version only, and the head points at the new favicon", async () => {
    const version = await storeBrandImages(await brandImagesFrom(Buffer.from(SVG), "#fffaf3"));
    await saveLogoVersion(version);
    expect(await brandImage("favicon", version)).toBeInstanceOf(Buffer);
    expect(await brandImage("favicon", "000000000000")).toBeUndefined();
    const head = await brandHead();
    expect(head.icon).toBe(`/brand/favicon-${version}.png`);
    expect(head.logo).toBe(`/brand/logo-${version}.png`);
  });
});
