// The owner's personalisation set-up for one product (/admin/personalisation/:productId).
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { PRINT_FONTS } from "./fonts";
import type { PersonalisationSetup } from "./personalisation.schema";
import { ALLOWED_SETS } from "./rules";
import { colourAreasText, slotSuffix, TEXT_SLOTS } from "./setup-form";
import type { PersonalisationTextField } from "../../../db/schema";

const pct = (value: number) => String(Math.round(value * 1000) / 10);

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-center gap-2 font-semibold">
      <input type="checkbox" name={name} defaultChecked={checked} className="h-5 w-5" />
      {label}
    </label>
  );
}

const SLOT_NAMES = ["A text field", "A second text field", "A third text field"];

/** One of the three text fields: the first with the plain labels, the others say which they are. */
function TextSlot({
  slot,
  field,
  error,
}: {
  slot: number;
  field: PersonalisationTextField | undefined;
  error: string | undefined;
}) {
  const name = (base: string) => `${base}${slotSuffix(slot)}`;
  const which = slot === 0 ? "" : ` (text ${slot + 1})`;
  return (
    <fieldset className="space-y-4 rounded-2xl border border-line p-4">
      <legend className="px-2 font-bold">{slot === 0 ? "Text" : `Text ${slot + 1}`}</legend>
      <Check name={name("textEnabled")} label={SLOT_NAMES[slot]!} checked={Boolean(field)} />
      <Field label={`Field label${which}`} error={error}>
        <Input name={name("label")} defaultValue={field?.label ?? "Your text"} />
      </Field>
      <Field label={`Most characters${which}`}>
        <Input name={name("maxChars")} type="number" min={1} max={60} defaultValue={field?.maxChars ?? 12} />
      </Field>
      <Field label={`Allowed characters${which}`}>
        <Select name={name("allowed")} defaultValue={field?.allowed ?? "letters"}>
          {Object.entries(ALLOWED_SETS).map(([key, set]) => (
            <option key={key} value={key}>
              {set.label}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Fonts (bundled, open licence){which}</legend>
        {PRINT_FONTS.map((font) => (
          <label key={font.id} className="mr-4 inline-flex items-center gap-2">
            <input
              type="checkbox"
              name={name("fonts")}
              value={font.id}
              defaultChecked={field ? field.fonts.includes(font.id) : true}
            />
            {font.label}
          </label>
        ))}
      </fieldset>
      <Field label={`Colours (#rrggbb, separated by commas)${which}`}>
        <Input name={name("colors")} defaultValue={(field?.colors ?? ["#111111"]).join(", ")} />
      </Field>
    </fieldset>
  );
}

/** The print size the product's partner asks for at the placement (the default, the owner may change it). */
export type PartnerPrintSizeView = { partner: string; width: number; height: number; dpi: number | null };

export function PersonalisationSetupForm({
  setup,
  errors,
  partnerSize,
}: {
  setup: PersonalisationSetup;
  errors: Partial<Record<string, string>>;
  partnerSize?: PartnerPrintSizeView | null;
}) {
  return (
    <Form method="post" className="space-y-6" aria-label="Personalisation set-up">
      {errors.form ? (
        <p role="alert" className="font-semibold text-bubblegum-deep">
          {errors.form}
        </p>
      ) : null}
      <Check name="enabled" label="Shoppers can personalise this product" checked={setup.enabled} />
      {TEXT_SLOTS.map((slot) => (
        <TextSlot key={slot} slot={slot} field={setup.fields[slot]} error={slot === 0 ? errors.fields : undefined} />
      ))}
      <Check name="allowImage" label="Shoppers may upload a picture (PNG, JPEG or WebP)" checked={setup.allowImage} />
      <fieldset className="grid gap-4 rounded-2xl border border-line p-4 sm:grid-cols-2">
        <legend className="px-2 font-bold">Print area</legend>
        <Field label="Placement (the partner's name: front, back…)" error={errors.placement}>
          <Input name="placement" defaultValue={setup.placement} />
        </Field>
        <Field label="Left edge (% of the picture)" error={errors.printArea}>
          <Input name="areaX" inputMode="decimal" defaultValue={pct(setup.printArea.x)} />
        </Field>
        <Field label="Top edge (% of the picture)">
          <Input name="areaY" inputMode="decimal" defaultValue={pct(setup.printArea.y)} />
        </Field>
        <Field label="Width (% of the picture)">
          <Input name="areaWidth" inputMode="decimal" defaultValue={pct(setup.printArea.width)} />
        </Field>
        <Field label="Height (% of the picture)">
          <Input name="areaHeight" inputMode="decimal" defaultValue={pct(setup.printArea.height)} />
        </Field>
        <div className="sm:col-span-2">
          <Field
            label="Where a colour's picture differs: one line each, Colour: left, top, width, height (%)"
            error={errors.colorPrintAreas ? "Write each line as Colour: left, top, width, height" : undefined}
          >
            <Textarea name="colorPrintAreas" rows={3} defaultValue={colourAreasText(setup.colorPrintAreas)} />
          </Field>
        </div>
        <Field label="Print file width (px)" error={errors.printWidth}>
          <Input name="printWidth" type="number" defaultValue={setup.printWidth} />
        </Field>
        <Field label="Print file height (px)" error={errors.printHeight}>
          <Input name="printHeight" type="number" defaultValue={setup.printHeight} />
        </Field>
        <Field label="DPI" error={errors.dpi}>
          <Input name="dpi" type="number" defaultValue={setup.dpi} />
        </Field>
        {partnerSize ? (
          <p className="text-sm text-ink-soft" data-testid="partner-print-size">
            {partnerSize.width} × {partnerSize.height} px{partnerSize.dpi ? ` at ${partnerSize.dpi} DPI` : ""} from{" "}
            {partnerSize.partner} for the {setup.placement} placement (you may change it).
          </p>
        ) : null}
      </fieldset>
      <Field label="Surcharge (dollars)" error={errors.surcharge}>
        <Input name="surcharge" inputMode="decimal" defaultValue={(setup.surcharge / 100).toFixed(2)} />
      </Field>
      <Check name="holdForApproval" label="Hold personalised orders for my approval" checked={setup.holdForApproval} />
      <Field label="Words the text may not contain (one a line)" error={errors.bannedWords}>
        <Textarea name="bannedWords" rows={4} defaultValue={setup.bannedWords.join("\n")} />
      </Field>
      <Button type="submit">Save personalisation</Button>
    </Form>
  );
}
