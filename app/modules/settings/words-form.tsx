// The owner's words form (/admin/settings/words, decision 066): the one form pattern (decision 052),
// checked in the browser with the action's own schema (loaded on the first submit) and again by the
// action. A plain form post, so it works without JavaScript.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";
import { useFormCheck } from "~/lib/use-form-check";
import { SOCIAL_FIELDS, WORD_FIELDS, type ShopWords, type WordField } from "./words";

const loadSchema = () => import("./words.schema").then((module) => module.wordsSchema);

type Props = { values: ShopWords; errors: FieldErrors };
type Row = { field: WordField; label: string; long?: boolean; type?: string; hint?: string };

const groups: { legend: string; rows: Row[] }[] = [
  {
    legend: "Home page hero",
    rows: [
      { field: "heroHeading", label: "Heading" },
      { field: "heroSubline", label: "Sub-line", long: true, hint: "May be empty." },
      { field: "heroPrimaryLabel", label: "First button" },
      { field: "heroSecondaryLabel", label: "Second button" },
    ],
  },
  {
    legend: "Feature blurbs",
    rows: [1, 2, 3].flatMap((n) => [
      { field: `feature${n}Title` as WordField, label: `Blurb ${n} title` },
      { field: `feature${n}Text` as WordField, label: `Blurb ${n} text`, long: true },
    ]),
  },
  {
    legend: "Newsletter block",
    rows: [
      { field: "newsletterHeading", label: "Newsletter heading" },
      { field: "newsletterText", label: "Newsletter text", long: true, hint: "May be empty." },
    ],
  },
  {
    legend: "Footer",
    rows: [
      { field: "copyrightName", label: "Copyright name", hint: "As in “© 2025 name. All rights reserved.”" },
      ...SOCIAL_FIELDS.map(([field, name]) => ({
        field,
        label: `${name} link`,
        type: "url",
        hint: "An https:// address; empty: not shown.",
      })),
    ],
  },
  {
    legend: "Contact details",
    rows: [
      {
        field: "contactEmail",
        label: "Contact email",
        type: "email",
        hint: "Shown on the Contact page; its messages go there.",
      },
      { field: "contactPhone", label: "Phone", type: "tel", hint: "May be empty." },
      { field: "contactHours", label: "Opening hours", hint: "May be empty." },
    ],
  },
  {
    legend: "Emails",
    rows: [
      { field: "senderName", label: "Sender name" },
      {
        field: "senderAddress",
        label: "Sender address",
        type: "email",
        hint: "Your mail server must be allowed to send from it.",
      },
    ],
  },
];

export function WordsForm({ values, errors }: Props) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useFormCheck(loadSchema, WORD_FIELDS);
  const shown = clientErrors ?? errors;
  return (
    <Form method="post" noValidate className="max-w-2xl space-y-10" onSubmit={onSubmit}>
      {groups.map((group) => (
        <fieldset key={group.legend} className="space-y-4">
          <legend className="mb-2 text-2xl font-extrabold">{group.legend}</legend>
          {group.rows.map(({ field, label, long, type, hint }) => (
            <div key={field} className="space-y-1">
              <Field label={label} error={shown[field]}>
                {long ? (
                  <Textarea name={field} defaultValue={values[field]} className="min-h-20" />
                ) : (
                  <Input name={field} type={type ?? "text"} defaultValue={values[field]} />
                )}
              </Field>
              {hint ? <p className="text-sm text-ink-soft">{hint}</p> : null}
            </div>
          ))}
        </fieldset>
      ))}
      <Button type="submit" disabled={navigation.state !== "idle"}>
        Save words
      </Button>
    </Form>
  );
}
