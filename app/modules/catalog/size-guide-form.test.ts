// The owner's size table form (decision 059): reading the posted fields, adding and removing rows
// and columns, each bad cell refused at its own field, and what is stored (centimetres, the shape
// the Printful sync stores), then shown again in the unit of entry.
import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/forms";
import { formatMeasurement } from "~/lib/size-guide";
import { draftFromForm, draftFromGuide, editDraft, type SizeGuideDraft } from "./size-guide-draft";
import { readCell, sizeGuideFieldOf, sizeGuideFormSchema } from "./size-guide-form.schema";

const draft = (overrides: Partial<SizeGuideDraft> = {}): SizeGuideDraft => ({
  unit: "in",
  sizes: ["S", "M"],
  labels: ["Chest width", "Length"],
  cells: [
    ["20", "28"],
    ["21.5–22.5", ""],
  ],
  howToMeasure: "  Lay it flat.  ",
  ...overrides,
});

const errorsOf = (input: SizeGuideDraft) => {
  const parsed = sizeGuideFormSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error, sizeGuideFieldOf);
};

describe("size table cells", () => {
  it("reads numbers and ranges in the unit of entry as centimetres", () => {
    expect(readCell("52", "cm")).toEqual({ ok: true, value: [52, 52] });
    expect(readCell(" 45–47 ", "cm")).toEqual({ ok: true, value: [45, 47] });
    expect(readCell("45-47", "cm")).toEqual({ ok: true, value: [45, 47] });
    expect(readCell("45,5", "cm")).toEqual({ ok: true, value: [45.5, 45.5] });
    expect(readCell("20", "in")).toEqual({ ok: true, value: [50.8, 50.8] });
    expect(readCell("", "in")).toEqual({ ok: true, value: null });
  });

  it("refuses what is not a measurement, with a message that says why", () => {
    expect(readCell("abc", "cm")).toMatchObject({ ok: false, message: expect.stringMatching(/Enter a number/) });
    expect(readCell("-5", "cm")).toMatchObject({ ok: false, message: "A measurement cannot be negative." });
    expect(readCell("0", "cm")).toMatchObject({ ok: false, message: "A measurement must be more than 0." });
    expect(readCell("301", "cm")).toMatchObject({ ok: false, message: "That is more than 300 cm: check the figure." });
    expect(readCell("119", "in")).toMatchObject({ ok: false, message: "That is more than 118 in: check the figure." });
    expect(readCell("47–45", "cm")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/smaller figure first/),
    });
    expect(readCell("1e3", "cm")).toMatchObject({ ok: false });
    expect(readCell("45–", "cm")).toMatchObject({ ok: false });
  });
});

describe("size table form", () => {
  it("stores the owner's table in centimetres, in the shape the sync stores", () => {
    const parsed = sizeGuideFormSchema.parse(draft());
    expect(parsed).toEqual({
      source: "owner",
      sizes: ["S", "M"],
      measurements: [
        {
          label: "Chest width",
          values: [
            [50.8, 50.8],
            [54.61, 57.15],
          ],
        },
        { label: "Length", values: [[71.12, 71.12], null] },
      ],
      howToMeasure: "Lay it flat.",
    });
    // The product page shows what the owner typed, in inches, and its centimetres.
    expect(formatMeasurement(parsed.measurements[0]!.values[1]!, "in")).toBe("21.5–22.5");
    expect(formatMeasurement(parsed.measurements[0]!.values[1]!, "cm")).toBe("55–57");
    // Opened again, the form shows the figures as typed.
    expect(draftFromGuide(parsed, [], "in").cells).toEqual([
      ["20", "28"],
      ["21.5–22.5", ""],
    ]);
  });

  it("puts each problem at its own field and saves nothing", () => {
    const cells = [
      ["20", "lots"],
      ["-3", "999"],
    ];
    expect(
      errorsOf(draft({ cells, sizes: ["S", " s "], labels: ["", "Length"], howToMeasure: "x".repeat(1001) })),
    ).toEqual({
      "size-1": "This size is already in the table.",
      "label-0": "Name this measurement.",
      "cell-0-1": "Enter a number such as 52, or a range such as 50–54.",
      "cell-1-0": "A measurement cannot be negative.",
      "cell-1-1": "That is more than 118 in: check the figure.",
      howToMeasure: "Use at most 1000 characters.",
    });
    expect(
      errorsOf(
        draft({
          cells: [
            ["", ""],
            ["", ""],
          ],
        }),
      ),
    ).toEqual({ form: "Enter at least one measurement." });
  });

  it("reads the posted fields within the table's limits", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      unit: "mm",
      rows: "9999",
      columns: "1",
      "size-0": "XL",
      "label-0": "Length",
      "cell-0-0": "30",
    }))
      form.set(name, value);
    const read = draftFromForm(form);
    expect(read.unit).toBe("in"); // anything but cm reads as inches
    expect(read.sizes).toHaveLength(20);
    expect(read.sizes[0]).toBe("XL");
    expect(read.cells[0]).toEqual(["30"]);
    expect(read.cells[19]).toEqual([""]);
  });

  it("adds and removes rows and columns, keeping at least one of each and at most the limits", () => {
    const start = draft();
    const added = editDraft(start, "add-row")!.draft;
    expect(added.sizes).toEqual(["S", "M", ""]);
    expect(added.cells[2]).toEqual(["", ""]);
    const widened = editDraft(start, "add-column")!.draft;
    expect(widened.labels).toEqual(["Chest width", "Length", ""]);
    expect(widened.cells[0]).toEqual(["20", "28", ""]);
    expect(editDraft(start, "remove-row-0")!.draft.cells).toEqual([["21.5–22.5", ""]]);
    expect(editDraft(start, "remove-column-0")!.draft.cells).toEqual([["28"], [""]]);
    const single = draft({ sizes: ["S"], labels: ["Length"], cells: [["28"]] });
    expect(editDraft(single, "remove-row-0")!.draft).toBe(single);
    expect(editDraft(single, "remove-column-0")!.draft).toBe(single);
    const full = draft({
      sizes: Array.from({ length: 20 }, (_, i) => `S${i}`),
      cells: Array.from({ length: 20 }, () => ["", ""]),
    });
    expect(editDraft(full, "add-row")).toEqual({ draft: full, error: "A table holds at most 20 sizes." });
    expect(editDraft(start, "save")).toBeUndefined();
  });

  it("starts a product without a table from its sizes and one empty measurement", () => {
    expect(draftFromGuide(null, ["One Size"], "cm")).toEqual({
      unit: "cm",
      sizes: ["One Size"],
      labels: [""],
      cells: [[""]],
      howToMeasure: "",
    });
  });
});
