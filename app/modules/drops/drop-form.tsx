// The admin's drop form: every field with its own error line; products as checkboxes with an
// optional edition size and per-customer limit each. Times are in the shop's time zone.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";

export type DropFormValues = {
  name: string;
  slug: string;
  story: string;
  heroImage: string;
  launchAt: string;
  endsAt: string;
  afterEnd: string;
  products: { handle: string; editionSize: string; perCustomerLimit: string }[];
};

export const EMPTY_DROP_FORM: DropFormValues = {
  name: "",
  slug: "",
  story: "",
  heroImage: "",
  launchAt: "",
  endsAt: "",
  afterEnd: "normal",
  products: [],
};

type Choice = { handle: string; name: string; images: string[] };

function Field({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`drop-${name}`} className="block text-sm font-bold">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {error ? (
        <p id={`drop-${name}-error`} className="mt-1 text-sm font-semibold text-bubblegum-deep">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const invalid = (name: string, errors: FieldErrors) =>
  errors[name] ? { "aria-invalid": true, "aria-describedby": `drop-${name}-error` } : {};

export function DropForm({
  values,
  errors,
  choices,
  timeZone,
  submitLabel,
}: {
  values: DropFormValues;
  errors: FieldErrors;
  choices: Choice[];
  timeZone: string;
  submitLabel: string;
}) {
  const chosen = new Map(values.products.map((product) => [product.handle, product]));
  const images = [...new Set(choices.flatMap((choice) => choice.images.slice(0, 3)))];
  return (
    <Form method="post" noValidate className="grid gap-5 rounded-card border-2 border-line bg-white p-6">
      <input type="hidden" name="intent" value="save" />
      {errors.form ? (
        <p role="alert" className="font-semibold text-bubblegum-deep">
          {errors.form}
        </p>
      ) : null}
      <Field name="name" label="Name" error={errors.name}>
        <Input id="drop-name" name="name" defaultValue={values.name} {...invalid("name", errors)} />
      </Field>
      <Field name="slug" label="URL slug (/drops/…)" error={errors.slug}>
        <Input id="drop-slug" name="slug" defaultValue={values.slug} {...invalid("slug", errors)} />
      </Field>
      <Field name="story" label="Story" error={errors.story}>
        <textarea
          id="drop-story"
          name="story"
          rows={4}
          defaultValue={values.story}
          className="w-full rounded-xl border-2 border-line px-3 py-2"
          {...invalid("story", errors)}
        />
      </Field>
      <ScheduleFields values={values} errors={errors} timeZone={timeZone} />
      <ProductChoices choices={choices} chosen={chosen} errors={errors} />
      <Field name="heroImage" label="Hero image (one of the products' images)" error={errors.heroImage}>
        <select
          id="drop-heroImage"
          name="heroImage"
          defaultValue={values.heroImage}
          className="w-full rounded-xl border-2 border-line bg-white px-3 py-2"
          {...invalid("heroImage", errors)}
        >
          <option value="">The first product's first image</option>
          {images.map((image) => (
            <option key={image} value={image}>
              {image}
            </option>
          ))}
        </select>
      </Field>
      <Button type="submit">{submitLabel}</Button>
    </Form>
  );
}

/** When the drop launches and ends, in the shop's time zone, and what happens after the end. */
function ScheduleFields({
  values,
  errors,
  timeZone,
}: {
  values: DropFormValues;
  errors: FieldErrors;
  timeZone: string;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="launchAt" label={`Launch (${timeZone})`} error={errors.launchAt}>
          <Input
            id="drop-launchAt"
            name="launchAt"
            type="datetime-local"
            step={1}
            defaultValue={values.launchAt}
            {...invalid("launchAt", errors)}
          />
        </Field>
        <Field name="endsAt" label={`End, optional (${timeZone})`} error={errors.endsAt}>
          <Input
            id="drop-endsAt"
            name="endsAt"
            type="datetime-local"
            step={1}
            defaultValue={values.endsAt}
            {...invalid("endsAt", errors)}
          />
        </Field>
      </div>
      <Field name="afterEnd" label="After the end" error={errors.afterEnd}>
        <select
          id="drop-afterEnd"
          name="afterEnd"
          defaultValue={values.afterEnd}
          className="w-full rounded-xl border-2 border-line bg-white px-3 py-2"
        >
          <option value="normal">Return to normal sale</option>
          <option value="remove">Take off the shop</option>
        </select>
      </Field>
    </>
  );
}

/** A checkbox per product, each with its optional edition size and per-customer limit. */
function ProductChoices({
  choices,
  chosen,
  errors,
}: {
  choices: Choice[];
  chosen: Map<string, DropFormValues["products"][number]>;
  errors: FieldErrors;
}) {
  return (
    <fieldset aria-describedby={errors.product ? "drop-product-error" : undefined}>
      <legend className="text-sm font-bold">Products</legend>
      {errors.product ? (
        <p id="drop-product-error" className="mt-1 text-sm font-semibold text-bubblegum-deep">
          {errors.product}
        </p>
      ) : null}
      <ul className="mt-2 grid gap-3">
        {choices.map((choice) => {
          const picked = chosen.get(choice.handle);
          const edition = `edition:${choice.handle}`;
          const limit = `limit:${choice.handle}`;
          return (
            <li key={choice.handle} className="grid gap-2 rounded-xl border-2 border-line p-3 sm:grid-cols-3">
              <label className="flex items-center gap-2 font-semibold">
                <input type="checkbox" name="product" value={choice.handle} defaultChecked={Boolean(picked)} />
                {choice.name}
              </label>
              <Field name={edition} label="Edition size (optional)" error={errors[edition]}>
                <Input
                  id={`drop-${edition}`}
                  name={edition}
                  inputMode="numeric"
                  defaultValue={picked?.editionSize ?? ""}
                  {...invalid(edition, errors)}
                />
              </Field>
              <Field name={limit} label="Per-customer limit (optional)" error={errors[limit]}>
                <Input
                  id={`drop-${limit}`}
                  name={limit}
                  inputMode="numeric"
                  defaultValue={picked?.perCustomerLimit ?? ""}
                  {...invalid(limit, errors)}
                />
              </Field>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
