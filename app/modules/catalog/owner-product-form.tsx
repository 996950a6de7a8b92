// The owner's product form (/admin/products/:productId, decision 062): name, description, category,
// a price per variant (a price below the margin floor shows a confirm naming its margin), visible or
// hidden, and what search engines read. A plain form post, so it works without JavaScript; the
// action checks it with the schema. With scripts, the confirm follows the price as it is typed.
import { useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { type FieldErrors } from "~/lib/forms";
import { formatPrice } from "~/lib/money";
import {
  belowFloorText,
  confirmField,
  MAX_SEO_DESCRIPTION,
  MAX_SEO_TITLE,
  priceField,
  type OwnerProductContext,
  type OwnerProductDraft,
  type OwnerVariant,
} from "./owner-product.schema";

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The form's starting values: the product as stored. */
export function draftOfProduct(
  product: Omit<OwnerProductDraft, "prices" | "confirms">,
  variants: OwnerVariant[],
): OwnerProductDraft {
  return {
    ...product,
    prices: Object.fromEntries(variants.map((variant) => [variant.id, dollars(variant.price)])),
    confirms: {},
  };
}

function PriceRow({
  variant,
  draft,
  error,
  confirmError,
  minMarginPercent,
}: {
  variant: OwnerVariant;
  draft: OwnerProductDraft;
  error?: string;
  confirmError?: string;
  minMarginPercent: number;
}) {
  const [typed, setTyped] = useState(draft.prices[variant.id] ?? "");
  const below = belowFloorText(variant, typed, minMarginPercent);
  return (
    <li className="grid gap-2 border-t-2 border-line py-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <Field label={`${variant.label} price ($)`} error={error}>
        <Input
          name={priceField(variant.id)}
          inputMode="decimal"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </Field>
      <p className="text-sm text-ink-soft sm:pt-8">
        {variant.cost === null ? "Cost unknown" : `Cost ${formatPrice(variant.cost)}`}
      </p>
      {below ? (
        <div className="sm:col-span-2">
          <label className="flex items-start gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              name={confirmField(variant.id)}
              defaultChecked={draft.confirms[variant.id] ?? false}
              aria-invalid={confirmError ? true : undefined}
              className="mt-0.5 size-4 accent-lilac-deep"
            />
            {below}
          </label>
          {confirmError ? (
            <p className="mt-1 text-sm font-medium text-bubblegum-deep">Tick the box to sell at this price.</p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

type Props = { draft: OwnerProductDraft; context: OwnerProductContext; errors: FieldErrors };

/** Render it with a key that changes with each answer of the action: its fields start from `draft`. */
export function OwnerProductForm({ draft, context, errors: shown }: Props) {
  return (
    <Form method="post" noValidate className="space-y-6">
      {Object.keys(shown).length ? (
        <p role="alert" className="font-semibold text-bubblegum-deep">
          Nothing was saved: fix the marked fields below.
        </p>
      ) : null}
      <Field label="Name" error={shown.name}>
        <Input name="name" defaultValue={draft.name} />
      </Field>
      <Field label="Description" error={shown.description}>
        <Textarea name="description" rows={8} defaultValue={draft.description} />
      </Field>
      <p className="-mt-4 text-sm text-ink-soft">
        Plain text: a blank line starts a paragraph, lines starting with &ldquo;- &rdquo; make a list, **words** are
        bold.
      </p>
      <Field label="Category" error={shown.category}>
        <Select name="category" defaultValue={draft.category}>
          {context.categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </Select>
      </Field>
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" name="visible" defaultChecked={draft.visible} className="size-4 accent-lilac-deep" />
        Visible in the shop
      </label>
      <fieldset>
        <legend className="text-lg font-bold">Retail price per variant</legend>
        <p className="text-sm text-ink-soft">A price under cost plus {context.minMarginPercent}% needs a confirm.</p>
        <ul className="mt-2">
          {context.variants.map((variant) => (
            <PriceRow
              key={variant.id}
              variant={variant}
              draft={draft}
              error={shown[priceField(variant.id)]}
              confirmError={shown[confirmField(variant.id)]}
              minMarginPercent={context.minMarginPercent}
            />
          ))}
        </ul>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold">Search engines</legend>
        <p className="text-sm text-ink-soft">Left empty, search engines read the name and the description.</p>
        <Field label={`Search-engine title (at most ${MAX_SEO_TITLE} characters)`} error={shown.seoTitle}>
          <Input name="seoTitle" defaultValue={draft.seoTitle} />
        </Field>
        <Field
          label={`Search-engine description (at most ${MAX_SEO_DESCRIPTION} characters)`}
          error={shown.seoDescription}
        >
          <Textarea name="seoDescription" rows={3} defaultValue={draft.seoDescription} />
        </Field>
      </fieldset>
      <Button type="submit">Save product</Button>
    </Form>
  );
}
