// The owner's size table as a grid of fields (issue #34): a row per size, a column per
// measurement, each with its remove button (a submit: the page works without JavaScript).
import type { FieldErrors } from "~/lib/forms";
import { cellField, labelField, sizeField, type SizeGuideDraft } from "./size-guide-draft";

const box =
  "w-full rounded-xl border-2 border-line bg-white px-2 py-1.5 text-ink focus:border-lilac-deep focus:outline-none aria-[invalid=true]:border-bubblegum-deep";

const sizeName = (draft: SizeGuideDraft, row: number) => draft.sizes[row]?.trim() || `Size ${row + 1}`;
const labelName = (draft: SizeGuideDraft, column: number) =>
  draft.labels[column]?.trim() || `Measurement ${column + 1}`;

/** A text field with its message under it, described by it for screen readers. */
function GridField({ name, label, value, error }: { name: string; label: string; value: string; error?: string }) {
  const errorId = `${name}-error`;
  return (
    <>
      <input
        name={name}
        aria-label={label}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={box}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-xs font-medium text-bubblegum-deep">
          {error}
        </p>
      ) : null}
    </>
  );
}

function RemoveButton({ intent, label, disabled }: { intent: string; label: string; disabled: boolean }) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      aria-label={label}
      title={label}
      disabled={disabled}
      className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-line disabled:opacity-40"
    >
      {/* A text ×, not lucide's X: sharing that icon with the cart's sheet gives it a chunk of its own on
      every page (decision 057). */}
      <span aria-hidden className="text-lg leading-none">
        ×
      </span>
    </button>
  );
}

/** A size's or a measurement's name, with the × that removes its row or column. */
function NameWithRemove({
  intent,
  removeLabel,
  removable,
  ...field
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  intent: string;
  removeLabel: string;
  removable: boolean;
}) {
  return (
    <div className="flex items-start gap-1">
      <div className="flex-1">
        <GridField {...field} />
      </div>
      <RemoveButton intent={intent} label={removeLabel} disabled={!removable} />
    </div>
  );
}

type GridProps = { draft: SizeGuideDraft; errors: FieldErrors };

function HeaderRow({ draft, errors }: GridProps) {
  return (
    <tr>
      <th scope="col" className="w-40 pb-2 pr-2 text-left text-sm font-semibold">
        Size
      </th>
      {draft.labels.map((label, column) => (
        <th key={column} scope="col" className="min-w-36 pb-2 pr-2 text-left align-top font-normal">
          <NameWithRemove
            name={labelField(column)}
            label={`Measurement ${column + 1} name`}
            value={label}
            error={errors[labelField(column)]}
            intent={`remove-column-${column}`}
            removeLabel={`Remove the ${labelName(draft, column)} column`}
            removable={draft.labels.length > 1}
          />
        </th>
      ))}
    </tr>
  );
}

export function SizeTableGrid({ draft, errors }: GridProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-ink-soft">
          One row per size, one column per measurement. A cell holds a number (52) or a range (50–54), or stays empty.
        </caption>
        <thead>
          <HeaderRow draft={draft} errors={errors} />
        </thead>
        <tbody>
          {draft.sizes.map((size, row) => (
            <tr key={row} className="border-t border-line">
              <th scope="row" className="py-2 pr-2 text-left align-top font-normal">
                <NameWithRemove
                  name={sizeField(row)}
                  label={`Size ${row + 1} name`}
                  value={size}
                  error={errors[sizeField(row)]}
                  intent={`remove-row-${row}`}
                  removeLabel={`Remove the ${sizeName(draft, row)} row`}
                  removable={draft.sizes.length > 1}
                />
              </th>
              {draft.labels.map((_, column) => (
                <td key={column} className="py-2 pr-2 align-top">
                  <GridField
                    name={cellField(row, column)}
                    label={`${sizeName(draft, row)}: ${labelName(draft, column)}`}
                    value={draft.cells[row]?.[column] ?? ""}
                    error={errors[cellField(row, column)]}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
