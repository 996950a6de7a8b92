// The owner's set-up form as fields: read into the set-up schema (the action is the authority)
// and written back for the form's defaults. Up to three text fields (slots), as the schema takes.
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

/** The form's text field slots: the first keeps the plain input names, the others end in 2 and 3. */
export const TEXT_SLOTS = [0, 1, 2] as const;
export const slotSuffix = (slot: number) => (slot === 0 ? "" : String(slot + 1));
/** The id a slot's field is stored under (cart lines name their texts by it). */
export const slotFieldId = (slot: number) => (slot === 0 ? "text" : `text${slot + 1}`);

/** The form's fields as a set-up (unchecked: the schema judges it). */
export function setupFromForm(form: FormData): unknown {
  const dollars = String(form.get("surcharge") ?? "").trim();
  return {
    enabled: form.get("enabled") === "on",
    fields: TEXT_SLOTS.flatMap((slot) => {
      const name = (field: string) => `${field}${slotSuffix(slot)}`;
      if (form.get(name("textEnabled")) !== "on") return [];
      return [
        {
          id: slotFieldId(slot),
          label: String(form.get(name("label")) ?? ""),
          maxChars: whole(form.get(name("maxChars"))),
          allowed: String(form.get(name("allowed")) ?? ""),
          fonts: form.getAll(name("fonts")).map(String),
          colors: list(form.get(name("colors")), /[\s,]+/),
        },
      ];
    }),
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
