// A collection's fields (/admin/collections and a collection's own page there): a plain POST that
// the action checks with the collection's schema, messages at their fields.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";
import type { CollectionDraft } from "./collection.schema";

export const EMPTY_COLLECTION: CollectionDraft = {
  name: "",
  slug: "",
  description: "",
  inHeader: false,
  inFooter: false,
};

export function CollectionForm({
  label,
  values,
  errors,
  submit,
}: {
  /** The form's name ('New collection'). */
  label: string;
  values: CollectionDraft;
  errors: FieldErrors;
  submit: string;
}) {
  return (
    <Form method="post" aria-label={label} className="max-w-xl space-y-5">
      <input type="hidden" name="intent" value="save" />
      <Field label="Name" error={errors.name}>
        <Input name="name" defaultValue={values.name} />
      </Field>
      <Field label="Web address (after /collections/)" error={errors.slug}>
        <Input name="slug" defaultValue={values.slug} />
      </Field>
      <Field label="Description" error={errors.description}>
        <Textarea name="description" defaultValue={values.description} className="min-h-24" />
      </Field>
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" name="inHeader" defaultChecked={values.inHeader} className="size-4 accent-lilac-deep" />
        Link it in the header
      </label>
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" name="inFooter" defaultChecked={values.inFooter} className="size-4 accent-lilac-deep" />
        Link it in the footer
      </label>
      <Button type="submit">{submit}</Button>
    </Form>
  );
}
