// The review form: stars, title, text, fit and photos; checked in the browser with the action's
// schema, and again by the action, which is the authority.
import { useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { fieldErrorsOf } from "~/lib/forms";
import { groupThousands } from "~/lib/money";
import { ReviewPhotosField as ReviewPhotosSlot } from "./review-photos-field";
import { FIT_LABELS } from "./fit";
import { MAX_REVIEW_TEXT, reviewSchema, reviewValues, type ReviewField } from "./review.schema";

type Errors = Partial<Record<ReviewField, string>>;

function Choices(props: { legend: string; name: string; options: { value: string; label: string }[]; error?: string }) {
  const errorId = `${props.name}-error`;
  return (
    <fieldset aria-describedby={props.error ? errorId : undefined} className="space-y-1.5">
      <legend className="text-sm font-semibold text-ink">{props.legend}</legend>
      <div className="flex flex-wrap gap-3">
        {props.options.map((option) => (
          <label key={option.value} className="flex items-center gap-1.5 text-sm">
            <input type="radio" name={props.name} value={option.value} />
            {option.label}
          </label>
        ))}
      </div>
      {props.error ? (
        <p id={errorId} className="text-sm font-medium text-bubblegum-deep">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

const STARS = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: `${stars} star${stars === 1 ? "" : "s"}`,
}));
const FITS = Object.entries(FIT_LABELS).map(([value, label]) => ({ value, label }));

export function ReviewForm({ errors: serverErrors, submitting }: { errors?: Errors; submitting: boolean }) {
  const [browserErrors, setBrowserErrors] = useState<Errors | null>(null);
  const errors = browserErrors ?? serverErrors ?? {};
  return (
    <Form
      method="post"
      aria-label="Review"
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        const parsed = reviewSchema.safeParse(reviewValues(new FormData(event.currentTarget)));
        if (parsed.success) return setBrowserErrors(null);
        event.preventDefault();
        setBrowserErrors(fieldErrorsOf<ReviewField>(parsed.error));
      }}
    >
      {errors.form ? (
        <p role="alert" className="font-semibold text-bubblegum-deep">
          {errors.form}
        </p>
      ) : null}
      <Choices legend="Rating" name="rating" options={STARS} error={errors.rating} />
      <Field label="Title" error={errors.title}>
        <Input name="title" maxLength={120} />
      </Field>
      <Field label={`Your review (up to ${groupThousands(MAX_REVIEW_TEXT)} characters)`} error={errors.body}>
        <Textarea name="body" rows={6} />
      </Field>
      <Choices legend="How does it fit?" name="fit" options={FITS} error={errors.fit} />
      <ReviewPhotosSlot error={errors.photos} />
      <Button type="submit" disabled={submitting}>
        {submitting ? "Sending…" : "Send review"}
      </Button>
    </Form>
  );
}
