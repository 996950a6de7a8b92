import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { layoutPrint } from "./layout";
import { PrintSvg } from "./print-svg";
import { PrintRenderError, renderPrint, svgToPng } from "./render.server";
import { TEST_SETUP } from "../../../tests/support/personalisation-fixtures";

const ada = { texts: [{ fieldId: "name", text: "Ada", font: "anton", color: "#ff3366" }] };

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let opaque = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 128) opaque += 1;
  return { data, info, opaque };
}

describe("the print renderer", () => {
  it("draws the text at the print size on a transparent background", async () => {
    const print = await renderPrint(TEST_SETUP, ada, null);
    expect([print.width, print.height]).toEqual([1200, 1500]);
    const { data, info, opaque } = await pixels(print.png);
    expect(info).toMatchObject({ width: 1200, height: 1500, channels: 4 });
    // Corners are transparent; the name covers a real share of the area, in its colour.
    expect(data[3]).toBe(0);
    expect(opaque).toBeGreaterThan(20_000);
    let pink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && data[i]! > 200 && data[i + 1]! < 120) pink += 1;
    expect(pink / opaque).toBeGreaterThan(0.8);
  });

  it("renders nothing but the text: an empty name leaves the file blank", async () => {
    const blank = await renderPrint(
      TEST_SETUP,
      { texts: [{ fieldId: "name", text: "A", font: "anton", color: "#111111" }] },
      null,
    );
    const longer = await renderPrint(
      TEST_SETUP,
      { texts: [{ fieldId: "name", text: "AAAA", font: "anton", color: "#111111" }] },
      null,
    );
    expect((await pixels(longer.png)).opaque).toBeGreaterThan((await pixels(blank.png)).opaque);
  });

  it("lays out the same as the browser preview (compared at low resolution)", async () => {
    const small = { width: 120, height: 150 };
    const print = await renderPrint(TEST_SETUP, ada, null, small);
    const previewOf = async (value: typeof ada) => {
      const markup = renderToStaticMarkup(PrintSvg({ layout: layoutPrint(TEST_SETUP, value, false), imageHref: null }));
      return pixels(
        (await svgToPng(markup.replace("<svg ", `<svg width="${small.width}" height="${small.height}" `))).png,
      );
    };
    const differing = (a: Awaited<ReturnType<typeof pixels>>, b: Awaited<ReturnType<typeof pixels>>) => {
      let count = 0;
      for (let i = 3; i < a.data.length; i += 4) if (Math.abs(a.data[i]! - b.data[i]!) > 64) count += 1;
      return count / a.opaque;
    };
    const a = await pixels(print.png);
    const b = await previewOf(ada);
    expect([b.info.width, b.info.height]).toEqual([small.width, small.height]);
    expect(a.opaque).toBeGreaterThan(200);
    expect(differing(a, b)).toBeLessThan(0.02);
    // The comparison tells layouts apart: another name, or another font, differs clearly.
    expect(differing(a, await previewOf({ texts: [{ ...ada.texts[0]!, text: "Bob" }] }))).toBeGreaterThan(0.1);
    expect(differing(a, await previewOf({ texts: [{ ...ada.texts[0]!, font: "pacifico" }] }))).toBeGreaterThan(0.1);
  });

  it("places an uploaded picture in the print area", async () => {
    const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#2255ff" } })
      .png()
      .toBuffer();
    const print = await renderPrint(TEST_SETUP, { ...ada, uploadId: "00000000-0000-4000-8000-000000000000" }, picture);
    const { data, info } = await pixels(print.png);
    const middle = (Math.floor(info.height * 0.35) * info.width + Math.floor(info.width / 2)) * 4;
    expect([data[middle], data[middle + 2], data[middle + 3]]).toEqual([0x22, 0xff, 255]);
  });

  it("refuses a stored personalisation it cannot print, with a reason", async () => {
    const tooLong = { texts: [{ fieldId: "name", text: "W".repeat(60), font: "pacifico", color: "#111111" }] };
    await expect(renderPrint(TEST_SETUP, tooLong, null)).rejects.toThrow(PrintRenderError);
    await expect(
      renderPrint(TEST_SETUP, { ...ada, uploadId: "00000000-0000-4000-8000-000000000000" }, null),
    ).rejects.toThrow("picture is missing");
  });

  it("refuses a stored line-shaped picture from its header, before decoding it", async () => {
    // Stored before uploads were capped: 20,000 × 10 is within the pixel count but not the shape.
    const line = await sharp({ create: { width: 20_000, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    await expect(
      renderPrint(TEST_SETUP, { ...ada, uploadId: "00000000-0000-4000-8000-000000000000" }, line),
    ).rejects.toThrow("cannot be printed (its size or shape is out of bounds)");
  });
});
