import { describe, expect, it } from "vitest";
import { personalisationSetupSchema } from "./personalisation.schema";
import { colourAreasText, setupFromForm } from "./setup-form";

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

const base = {
  enabled: "on",
  textEnabled: "on",
  label: "Name",
  maxChars: "10",
  allowed: "letters",
  fonts: ["anton", "pacifico"],
  colors: "#111111, #FF3366",
  placement: "back",
  areaX: "30",
  areaY: "25",
  areaWidth: "40",
  areaHeight: "45",
  printWidth: "1800",
  printHeight: "2400",
  dpi: "150",
  surcharge: "5.00",
  bannedWords: "rude\nbadword",
};

describe("the owner's set-up form", () => {
  it("reads into the set-up, with per-colour areas and the surcharge in cents", () => {
    const setup = personalisationSetupSchema.parse(
      setupFromForm(form({ ...base, colorPrintAreas: "Black: 28, 20, 44, 50" })),
    );
    expect(setup).toMatchObject({
      enabled: true,
      surcharge: 500,
      printArea: { x: 0.3, y: 0.25, width: 0.4, height: 0.45 },
      colorPrintAreas: { Black: { x: 0.28, y: 0.2, width: 0.44, height: 0.5 } },
      bannedWords: ["rude", "badword"],
    });
    expect(setup.fields[0]).toMatchObject({ fonts: ["anton", "pacifico"], colors: ["#111111", "#FF3366"] });
    expect(colourAreasText(setup.colorPrintAreas)).toBe("Black: 28, 20, 44, 50");
  });

  it("refuses what does not read, at its field", () => {
    const issues = (fields: Record<string, string | string[]>) => {
      const result = personalisationSetupSchema.safeParse(setupFromForm(form({ ...base, ...fields })));
      return result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]));
    };
    expect(issues({ colorPrintAreas: "Black 28 20" })).toContain("colorPrintAreas");
    expect(issues({ surcharge: "five" })).toContain("surcharge");
    expect(issues({ areaX: "80", areaWidth: "40" })).toContain("printArea");
    expect(issues({ colors: "red" })).toContain("fields");
  });

  it("reads up to three text fields, each under its own id, and only the ones switched on", () => {
    const setup = personalisationSetupSchema.parse(
      setupFromForm(
        form({
          ...base,
          textEnabled2: "on",
          label2: "Number",
          maxChars2: "2",
          allowed2: "alphanumeric",
          fonts2: ["anton"],
          colors2: "#ffffff",
          label3: "Ignored",
          maxChars3: "5",
          allowed3: "letters",
          fonts3: ["anton"],
          colors3: "#111111",
        }),
      ),
    );
    expect(setup.fields.map((field) => [field.id, field.label, field.maxChars])).toEqual([
      ["text", "Name", 10],
      ["text2", "Number", 2],
    ]);
    const three = personalisationSetupSchema.parse(
      setupFromForm(
        form({
          ...base,
          ...Object.fromEntries(
            ["2", "3"].flatMap((n) => [
              [`textEnabled${n}`, "on"],
              [`label${n}`, `Line ${n}`],
              [`maxChars${n}`, "8"],
              [`allowed${n}`, "letters"],
              [`fonts${n}`, ["pacifico"]],
              [`colors${n}`, "#ff3366"],
            ]),
          ),
        }),
      ),
    );
    expect(three.fields.map((field) => field.id)).toEqual(["text", "text2", "text3"]);
    // A switched-on field that does not read is refused like the first one.
    const result = personalisationSetupSchema.safeParse(
      setupFromForm(
        form({ ...base, textEnabled2: "on", label2: "Bad", maxChars2: "x", allowed2: "letters", colors2: "#111111" }),
      ),
    );
    expect(result.success).toBe(false);
  });
});
