// The owner's size table form (/admin/products/:productId/size-guide, decision 059). One form
// post for everything: Save, and adding or removing a size or a measurement, which the action
// answers with the edited table (so it works without JavaScript). With scripts, Save is checked
// in the browser first with the action's own schema, loaded on the first save, and a change of
// unit converts the figures typed.
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select, Textarea } from "~/components/ui/input";
import { fieldErrorsOf, type FieldErrors } from "~/lib/forms";
import type { SizeUnit } from "~/lib/size-guide";
import { useHydrated } from "~/lib/use-hydrated";
import { cellText, draftFromForm, SIZE_TABLE_LIMITS, type SizeGuideDraft } from "./size-guide-draft";
import { SizeTableGrid } from "./size-guide-grid";

const SAVE = "save";

/** Holds a Save until the schema passes in the browser; other buttons go straight to the action. */
function useSaveCheck() {
  const [clientErrors, setClientErrors] = useState<FieldErrors>();
  const passed = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter ?? undefined;
    if (passed.current || submitter?.getAttribute("value") !== SAVE) {
      passed.current = false;
      return;
    }
    const form = event.currentTarget;
    event.preventDefault();
    void import("./size-guide-form.schema").then(({ sizeGuideFormSchema, sizeGuideFieldOf }) => {
      const parsed = sizeGuideFormSchema.safeParse(draftFromForm(new FormData(form, submitter)));
      setClientErrors(parsed.success ? undefined : fieldErrorsOf(parsed.error, sizeGuideFieldOf));
      if (!parsed.success) return;
      passed.current = true;
      form.requestSubmit(submitter);
    });
  };
  return { clientErrors, onSubmit };
}

/**
 * With scripts, a change of unit converts the figures already typed, so they keep meaning the
 * same length; a cell that does not read as a figure is left as typed (Save will mark it).
 */
function convertCells(event: ChangeEvent<HTMLSelectElement>) {
  const select = event.currentTarget;
  const from: SizeUnit = select.value === "cm" ? "in" : "cm";
  const to: SizeUnit = select.value === "cm" ? "cm" : "in";
  const cells = [...(select.form?.querySelectorAll<HTMLInputElement>("input[name^='cell-']") ?? [])];
  void import("./size-guide-form.schema").then(({ readCell }) => {
    for (const input of cells) {
      const cell = readCell(input.value, from);
      if (!cell.ok || !cell.value) continue;
      // Centimetres to the tenth: inches typed to the hundredth come back as the centimetres they were.
      const cm = to === "cm" ? (cell.value.map((n) => Math.round(n * 10) / 10) as [number, number]) : cell.value;
      input.value = cellText(cm, to);
    }
  });
}

function UnitField({ unit }: { unit: SizeUnit }) {
  const hydrated = useHydrated();
  return (
    <div className="max-w-md">
      <Field label="The figures are in">
        <Select name="unit" defaultValue={unit} onChange={convertCells}>
          <option value="in">Inches</option>
          <option value="cm">Centimetres</option>
        </Select>
      </Field>
      <p className="mt-1 text-sm text-ink-soft">
        {hydrated
          ? "Changing the unit converts the figures below."
          : "Type the figures in this unit: changing it does not convert them."}
      </p>
    </div>
  );
}

type Props = { draft: SizeGuideDraft; errors: FieldErrors };

/** Render it with a key that changes with each answer of the action: its fields start from `draft`. */
export function SizeGuideForm({ draft, errors }: Props) {
  const { clientErrors, onSubmit } = useSaveCheck();
  const shown = clientErrors ?? errors;
  const problems = Object.keys(shown).filter((field) => field !== "form").length;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
      {/* The first submit button is the one Enter in a field presses: Save, not a remove button. */}
      <button type="submit" name="intent" value={SAVE} hidden tabIndex={-1} />
      <input type="hidden" name="rows" value={draft.sizes.length} />
      <input type="hidden" name="columns" value={draft.labels.length} />
      {shown.form || problems ? (
        <p role="alert" className="font-semibold text-bubblegum-deep">
          {shown.form ?? "Nothing was saved: fix the marked fields below."}
        </p>
      ) : null}
      <UnitField unit={draft.unit} />
      <SizeTableGrid draft={draft} errors={shown} />
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          name="intent"
          value="add-row"
          variant="outline"
          size="sm"
          disabled={draft.sizes.length >= SIZE_TABLE_LIMITS.rows}
        >
          Add a size
        </Button>
        <Button
          type="submit"
          name="intent"
          value="add-column"
          variant="outline"
          size="sm"
          disabled={draft.labels.length >= SIZE_TABLE_LIMITS.columns}
        >
          Add a measurement
        </Button>
      </div>
      <Field label="How to measure (optional)" error={shown.howToMeasure}>
        <Textarea name="howToMeasure" defaultValue={draft.howToMeasure} />
      </Field>
      <Button type="submit" name="intent" value={SAVE}>
        Save size table
      </Button>
    </Form>
  );
}
