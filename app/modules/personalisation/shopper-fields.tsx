// The personalisation fields under the product's options: text (font, colour) and a picture.
// Problems show at the field as the shopper types; the server checks everything again.
import { useState } from "react";
import { Input, Select } from "~/components/ui/input";
import { formatPrice } from "~/lib/money";
import { findFont } from "./fonts";
import type { PersonalisationSetup } from "./personalisation.schema";
import { personalisationProblems } from "./validate";
import type { LinePersonalisation } from "../../../db/schema";

export type PersonalState = { value: LinePersonalisation; problems: Record<string, string> };

const MAX_BYTES = 20 * 1024 * 1024;

export function initialPersonalState(setup: PersonalisationSetup): PersonalState {
  const value = {
    texts: setup.fields.map((field) => ({
      fieldId: field.id,
      text: "",
      font: field.fonts[0]!,
      color: field.colors[0]!,
    })),
    uploadId: null,
  };
  return { value, problems: personalisationProblems(setup, value) };
}

type UploadState =
  { kind: "idle" } | { kind: "sending" } | { kind: "done"; blurry: boolean } | { kind: "refused"; message: string };

export function PersonalisationFields({
  setup,
  productId,
  state,
  onChange,
  showProblems,
}: {
  /** `currency`: the shopper's, which the page converted the surcharge to (decision 071); absent: USD. */
  setup: PersonalisationSetup & { currency?: string };
  productId: string;
  state: PersonalState;
  onChange: (next: PersonalState) => void;
  /** After a refused Add to Cart, the form-wide problem shows too. */
  showProblems: boolean;
}) {
  const [upload, setUpload] = useState<UploadState>({ kind: "idle" });
  const update = (value: LinePersonalisation) => onChange({ value, problems: personalisationProblems(setup, value) });
  const setText = (fieldId: string, change: Partial<LinePersonalisation["texts"][number]>) =>
    update({
      ...state.value,
      texts: state.value.texts.map((text) => (text.fieldId === fieldId ? { ...text, ...change } : text)),
    });

  async function choose(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setUpload({ kind: "refused", message: "The picture is larger than 20 MB" });
      return;
    }
    setUpload({ kind: "sending" });
    try {
      const response = await fetch(`/personalisation/upload?product=${encodeURIComponent(productId)}`, {
        method: "POST",
        headers: { "Content-Type": "application/octet-stream" },
        body: file,
      });
      const body = (await response.json().catch(() => ({}))) as { id?: string; blurry?: boolean; error?: string };
      if (!response.ok || !body.id) {
        setUpload({ kind: "refused", message: body.error ?? "The picture could not be uploaded, please try again" });
        update({ ...state.value, uploadId: null });
        return;
      }
      setUpload({ kind: "done", blurry: Boolean(body.blurry) });
      update({ ...state.value, uploadId: body.id });
    } catch {
      setUpload({ kind: "refused", message: "The picture could not be uploaded, please try again" });
    }
  }

  return (
    <fieldset className="space-y-4 rounded-2xl border-2 border-line p-4" aria-describedby="personalise-price">
      <legend className="px-2 font-bold">Personalise it</legend>
      <p id="personalise-price" className="text-sm text-ink-soft">
        Personalisation adds {formatPrice(setup.surcharge, setup.currency)} to the price.
      </p>
      {setup.fields.map((field) => (
        <PersonalTextField
          key={field.id}
          field={field}
          entry={state.value.texts.find((text) => text.fieldId === field.id)!}
          problem={state.problems[field.id]}
          onChange={(change) => setText(field.id, change)}
        />
      ))}
      {setup.allowImage ? <PictureField upload={upload} onChoose={(file) => void choose(file)} /> : null}
      {showProblems && state.problems.form ? (
        <p role="alert" className="text-sm font-medium text-bubblegum-deep">
          {state.problems.form}
        </p>
      ) : null}
    </fieldset>
  );
}

type TextEntry = LinePersonalisation["texts"][number];

/** One text the shopper writes, with its font and colour when there is a choice. */
function PersonalTextField({
  field,
  entry,
  problem,
  onChange,
}: {
  field: PersonalisationSetup["fields"][number];
  entry: TextEntry;
  problem: string | undefined;
  onChange: (change: Partial<TextEntry>) => void;
}) {
  const errorId = `personal-${field.id}-error`;
  return (
    <div key={field.id} className="space-y-2">
      <label htmlFor={`personal-${field.id}`} className="block text-sm font-semibold">
        {field.label} (up to {field.maxChars} characters)
      </label>
      <Input
        id={`personal-${field.id}`}
        value={entry.text}
        maxLength={field.maxChars * 2}
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => onChange({ text: event.target.value })}
      />
      {problem ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-bubblegum-deep">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {field.fonts.length > 1 ? (
          <label className="flex items-center gap-2 text-sm font-semibold">
            Font
            <Select value={entry.font} onChange={(event) => onChange({ font: event.target.value })}>
              {field.fonts.map((id) => (
                <option key={id} value={id}>
                  {findFont(id)?.label ?? id}
                </option>
              ))}
            </Select>
          </label>
        ) : null}
        {field.colors.length > 1 ? (
          <div role="radiogroup" aria-label={`${field.label} colour`} className="flex gap-2">
            {field.colors.map((color) => (
              <button
                key={color}
                type="button"
                role="radio"
                aria-checked={entry.color === color}
                aria-label={`Colour ${color}`}
                onClick={() => onChange({ color })}
                style={{ backgroundColor: color }}
                className="h-8 w-8 rounded-full border-2 border-line aria-checked:ring-2 aria-checked:ring-ink aria-checked:ring-offset-2"
              />
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The shopper's own picture, and what became of its upload. */
function PictureField({ upload, onChoose }: { upload: UploadState; onChoose: (file: File | undefined) => void }) {
  return (
    <div className="space-y-2">
      <label htmlFor="personal-picture" className="block text-sm font-semibold">
        Your picture (PNG, JPEG or WebP, up to 20 MB)
      </label>
      <input
        id="personal-picture"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        onChange={(event) => onChoose(event.target.files?.[0])}
        className="block text-sm"
      />
      <p aria-live="polite" className="text-sm font-medium">
        {upload.kind === "sending" ? "Checking your picture…" : null}
        {upload.kind === "done" && upload.blurry ? (
          <span className="text-bubblegum-deep">This picture may print blurry</span>
        ) : null}
        {upload.kind === "done" && !upload.blurry ? "Picture added" : null}
        {upload.kind === "refused" ? <span className="text-bubblegum-deep">{upload.message}</span> : null}
      </p>
    </div>
  );
}
