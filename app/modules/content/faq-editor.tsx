// The owner's FAQ editor (/admin/settings/faq, decision 066): each question and its Markdown answer,
// with Move up, Move down and Remove per question, Add a question, Preview and Save. Every button
// is a submit button the server answers, so all of it works without JavaScript.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";
import { useFormCheck } from "~/lib/use-form-check";
import type { FaqItem } from "./faq";

type Props = { items: FaqItem[]; preview?: { question: string; answerHtml: string }[]; errors: FieldErrors };

function ItemButtons({ index, last }: { index: number; last: boolean }) {
  const n = index + 1;
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" name="intent" value={`up-${index}`} variant="outline" size="sm" disabled={index === 0}>
        Move question {n} up
      </Button>
      <Button type="submit" name="intent" value={`down-${index}`} variant="outline" size="sm" disabled={last}>
        Move question {n} down
      </Button>
      <Button type="submit" name="intent" value={`remove-${index}`} variant="outline" size="sm">
        Remove question {n}
      </Button>
    </div>
  );
}

export function FaqEditor({ items, preview, errors }: Props) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useFormCheck(
    () => import("./faq.schema").then((module) => module.faqSchema(items.length)),
    items.flatMap((_, index) => [`question-${index}`, `answer-${index}`]),
  );
  const shown = clientErrors ?? errors;
  // Only Preview and Save are checked in the browser: moving or removing an unfinished question is fine.
  const checkOnlyPreviewAndSave = (event: React.FormEvent<HTMLFormElement>) => {
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (intent === "preview" || intent === "save") onSubmit(event);
  };
  return (
    <div className="space-y-8">
      <Form method="post" noValidate className="space-y-6" onSubmit={checkOnlyPreviewAndSave}>
        <input type="hidden" name="count" value={items.length} />
        <ol className="space-y-6">
          {items.map((item, index) => (
            <li key={index} className="space-y-3 rounded-card border-2 border-line bg-white p-5">
              <Field label={`Question ${index + 1}`} error={shown[`question-${index}`]}>
                <Input name={`question-${index}`} defaultValue={item.question} />
              </Field>
              <Field label={`Answer ${index + 1} (Markdown)`} error={shown[`answer-${index}`]}>
                <Textarea name={`answer-${index}`} defaultValue={item.answer} className="min-h-24" />
              </Field>
              <ItemButtons index={index} last={index === items.length - 1} />
            </li>
          ))}
        </ol>
        {shown.form ? <p className="text-sm font-medium text-bubblegum-deep">{shown.form}</p> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="add" variant="outline">
            Add a question
          </Button>
          <Button type="submit" name="intent" value="preview" variant="outline" disabled={navigation.state !== "idle"}>
            Preview
          </Button>
          <Button type="submit" name="intent" value="save" disabled={navigation.state !== "idle"}>
            Save FAQ
          </Button>
        </div>
      </Form>
      {preview ? (
        <section aria-labelledby="preview-heading" className="rounded-card border-2 border-dashed border-line p-6">
          <h2 id="preview-heading" className="mb-4 text-sm font-bold uppercase tracking-wider text-ink-soft">
            Preview (not saved)
          </h2>
          <dl className="space-y-4">
            {preview.map((item, index) => (
              <div key={index}>
                <dt className="font-bold">{item.question}</dt>
                <dd className="text-ink-soft [&_a]:underline" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
