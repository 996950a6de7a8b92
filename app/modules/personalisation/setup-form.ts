// The owner's set-up form as fields: read into the set-up schema (the action is the authority)
// and written back for the form's defaults. One text field on the form (the schema takes three).
import type { PersonalisationSetup } from "./personalisation.schema";

const percent = (value: FormDataEntryValue | null) => Number(String(value ?? "").trim()) / 100;
const whole = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "").trim();
  return text === "" ? NaN : Number(text);
};
const list = (value: FormDataEntryValue | null, split: RegExp) =>
  String(value ?? "")
    .split(split)
    .map((item) => item.trim())
    .filter(Boolean);

export const DEFAULT_SETUP: PersonalisationSetup = {
  enabled: false,
  fields: [
    {
      id: "text",
      label: "Your text",
      maxChars: 12,
      allowed: "letters",
      fonts: ["anton", "pacifico", "permanent-marker"],
      colors: ["#111111", "#ffffff", "#ff3366"],
    },
  ],
  allowImage: false,
  placement: "front",
  printArea: { x: 0.3, y: 0.25, width: 0.4, height: 0.45 },
  colorPrintAreas: {},
  printWidth: 1800,
  printHeight: 2400,
  dpi: 150,
  surcharge: 500,
  holdForApproval: false,
  bannedWords: [],
};

/** "Black: 30, 20, 40, 45" per line → { Black: area } (a line that does not read becomes NaN: refused). */
function colourAreas(value: FormDataEntryValue | null) {
  const areas: Record<string, { x: number; y: number; width: number; height: number }> = {};
  for (const line of list(value, /\n/)) {
    const [name = "", numbers = ""] = line.split(":");
    const [x, y, width, height] = numbers.split(",").map((part) => Number(part.trim()) / 100);
    areas[name.trim() || "?"] = { x: x ?? NaN, y: y ?? NaN, width: width ?? NaN, height: height ?? NaN };
  }
  return areas;
}

/** The colour areas as the form's text. */
export function colourAreasText(areas: Record<string, { x: number; y: number; width: number; height: number }>) {
  const pct = (value: number) => String(Math.round(value * 1000) / 10);
  return Object.entries(areas)
    .map(([name, area]) => `${name}: ${[area.x, area.y, area.width, area.height].map(pct).join(", ")}`)
    .join("\n");
}

/** The form's fields as a set-up (unchecked: the schema judges it). */
export function setupFromForm(form: FormData): unknown {
  const hasText = form.get("textEnabled") === "on";
  const dollars = String(form.get("surcharge") ?? "").trim();
  return {
    enabled: form.get("enabled") === "on",
    fields: hasText
      ? [
          {
            id: "text",
            label: String(form.get("label") ?? ""),
            maxChars: whole(form.get("maxChars")),
            allowed: String(form.get("allowed") ?? ""),
            fonts: form.getAll("fonts").map(String),
            colors: list(form.get("colors"), /[\s,]+/),
          },
        ]
      : [],
    allowImage: form.get("allowImage") === "on",
    placement: String(form.get("placement") ?? ""),
    printArea: {
      x: percent(form.get("areaX")),
      y: percent(form.get("areaY")),
      width: percent(form.get("areaWidth")),
      height: percent(form.get("areaHeight")),
    },
    colorPrintAreas: colourAreas(form.get("colorPrintAreas")),
    printWidth: whole(form.get("printWidth")),
    printHeight: whole(form.get("printHeight")),
    dpi: whole(form.get("dpi")),
    surcharge: /^\d+(\.\d{1,2})?$/.test(dollars) ? Math.round(Number(dollars) * 100) : NaN,
    holdForApproval: form.get("holdForApproval") === "on",
    bannedWords: list(form.get("bannedWords"), /\n|,/),
  };
}
