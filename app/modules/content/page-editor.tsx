// The owner's page editor (/admin/settings/pages/:page, decision 066): Markdown in a text area, a
// Preview button that asks the server to render it (no client Markdown code) and Save. Both are
// plain submit buttons, so the form works without JavaScript.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";
import { useFormCheck } from "~/lib/use-form-check";

const loadSchema = () => import("./page.schema").then((module) => module.pageSchema);
const FIELDS = ["markdown"] as const;

type Props = { markdown: string; preview?: string; errors: FieldErrors };

export function PageEditor({ markdown, preview, errors }: Props) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useFormCheck(loadSchema, FIELDS);
  const shown = clientErrors ?? errors;
  return (
    <div className="space-y-8">
      <Form method="post" noValidate className="space-y-4" onSubmit={onSubmit}>
        <Field label="Page text (Markdown)" error={shown.markdown}>
          <Textarea name="markdown" defaultValue={markdown} className="min-h-[28rem] font-mono text-sm" />
        </Field>
        <p className="text-sm text-ink-soft">
          The first paragraph is the page&apos;s introduction; each &ldquo;## Heading&rdquo; starts a section. Use
          **bold**, - lists and [links](/contact). HTML is shown as text.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="preview" variant="outline" disabled={navigation.state !== "idle"}>
            Preview
          </Button>
          <Button type="submit" name="intent" value="save" disabled={navigation.state !== "idle"}>
            Save page
          </Button>
        </div>
      </Form>
      {preview !== undefined ? (
        <section aria-labelledby="preview-heading" className="rounded-card border-2 border-dashed border-line p-6">
          <h2 id="preview-heading" className="mb-4 text-sm font-bold uppercase tracking-wider text-ink-soft">
            Preview (not saved)
          </h2>
          <div
            className="space-y-3 leading-relaxed [&_a]:underline [&_h2]:text-2xl [&_h2]:font-bold [&_li]:ml-5 [&_ul>li]:list-disc [&_ol>li]:list-decimal"
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        </section>
      ) : null}
    </div>
  );
}
