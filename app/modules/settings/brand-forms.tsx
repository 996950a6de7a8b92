// The owner's brand forms (/admin/settings/brand, decision 066): the logo (a file upload) and the
// colours (the one form pattern: checked in the browser with the action's schema, loaded on the
// first submit, and again by the action). Plain posts, so both work without JavaScript.
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";
import { useFormCheck } from "~/lib/use-form-check";
import { COLOUR_FIELDS, type BrandColours } from "./brand-colours";

const loadSchema = () => import("./colours.schema").then((module) => module.coloursSchema);

/** The logo's size limit, checked here before a large file is sent (the server checks again). */
const MAX_LOGO_BYTES = 20 * 1024 * 1024;

/**
 * A native form post (reloadDocument): the file goes to /admin/settings/brand/logo, which answers
 * with a redirect back here and a toast, with or without JavaScript.
 */
export function LogoForm({ logo }: { logo?: string }) {
  const [error, setError] = useState<string>();
  const tooLarge = (event: React.FormEvent<HTMLFormElement>) => {
    const file = (new FormData(event.currentTarget).get("logo") as File | null) ?? undefined;
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (intent === "logo" && file && file.size > MAX_LOGO_BYTES) {
      event.preventDefault();
      setError("The logo is larger than 20 MB");
    } else setError(undefined);
  };
  return (
    <Form
      method="post"
      action="/admin/settings/brand/logo"
      encType="multipart/form-data"
      reloadDocument
      className="space-y-4"
      onSubmit={tooLarge}
    >
      {logo ? (
        <p className="flex items-center gap-3 text-sm text-ink-soft">
          Current logo: <img src={logo} alt="The current logo" className="h-12 w-auto rounded bg-white p-1" />
        </p>
      ) : (
        <p className="text-sm text-ink-soft">No logo yet: the header shows the drawn mark beside the name.</p>
      )}
      <Field label="Logo file" error={error}>
        <Input name="logo" type="file" accept="image/png,image/jpeg,image/webp,image/svg+xml" />
      </Field>
      <p className="text-sm text-ink-soft">
        PNG, JPEG, WebP or SVG, up to 20 MB. The favicon and the link-preview image are made from it.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="logo">
          Upload logo
        </Button>
        {logo ? (
          <Button type="submit" name="intent" value="remove-logo" variant="outline">
            Remove logo
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

const LABELS = { primary: "Primary colour", accent: "Accent colour", background: "Background colour" };
const HINTS = {
  primary: "Text and buttons.",
  accent: "Links, and a button under the pointer.",
  background: "The page behind everything.",
};

export function ColoursForm({ values, errors }: { values: BrandColours; errors: FieldErrors }) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useFormCheck(loadSchema, COLOUR_FIELDS);
  const shown = clientErrors ?? errors;
  return (
    <Form method="post" noValidate className="space-y-4" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="colours" />
      {COLOUR_FIELDS.map((field) => (
        <div key={field} className="space-y-1">
          <Field label={LABELS[field]} error={shown[field]}>
            <Input name={field} defaultValue={values[field]} autoComplete="off" spellCheck={false} />
          </Field>
          <p className="flex items-center gap-2 text-sm text-ink-soft">
            <span
              aria-hidden
              className="inline-block h-4 w-4 rounded border border-line"
              style={{ background: values[field] }}
            />
            {HINTS[field]} As #rrggbb; text on it must reach 4.5:1 (WCAG AA).
          </p>
        </div>
      ))}
      <Button type="submit" disabled={navigation.state !== "idle"}>
        Save colours
      </Button>
    </Form>
  );
}
