// The owner's promotion form, new or editing one: every rule at its field, and a live warning of
// the products a percentage would push under their margin floor. A promotion orders carry keeps its
// code and what it gives (decision 047).
import { useState, type ComponentProps } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Select } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";
import { formatAmount } from "~/lib/money";
import type { AdminPromotion } from "./admin-promotions.server";
import { productsUnderFloor, type FloorProduct } from "./pricing";

type Props = {
  products: FloorProduct[];
  minMarginPercent: number;
  errors: FieldErrors;
  submitting: boolean;
  /** The promotion being edited; absent for a new one. */
  editing?: AdminPromotion;
};

/** Cents as the owner types them ("12.50"), or empty. */
const amount = (cents: number | null | undefined) => (cents ? formatAmount(cents).replace(/,/g, "") : "");
/** An ISO time as a datetime-local value, in UTC as the labels say. */
const utcMinute = (iso: string | null | undefined) => (iso ? iso.slice(0, 16) : "");

/** A list the owner picks several of; the choice drives the margin-floor warning. */
function MultiSelect({
  options,
  onChange,
  ...select
}: Omit<ComponentProps<typeof Select>, "onChange" | "value"> & {
  options: { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <Select
      {...select}
      multiple
      className="h-28"
      onChange={(event) => onChange([...event.currentTarget.selectedOptions].map((option) => option.value))}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

export function PromotionForm({ products, minMarginPercent, errors, submitting, editing }: Props) {
  const [kind, setKind] = useState<string>(editing?.kind ?? "percent");
  const [percent, setPercent] = useState(editing?.percentOff ? String(editing.percentOff) : "");
  const [productIds, setProductIds] = useState<string[]>(editing?.productIds ?? []);
  const [categories, setCategories] = useState<string[]>(editing?.categories ?? []);
  const locked = Boolean(editing?.carried);
  const allCategories = [...new Set(products.map((product) => product.category))].sort();
  const percentValue = Number(percent);
  const under =
    kind === "percent" && Number.isInteger(percentValue) && percentValue >= 1 && percentValue <= 100
      ? productsUnderFloor(products, percentValue, { productIds, categories })
      : [];
  return (
    <Form method="post" aria-label={editing ? "Edit promotion" : "New promotion"} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={editing ? "update-promotion" : "create-promotion"} />
      {editing ? <input type="hidden" name="promotionId" value={editing.id} /> : null}
      {locked ? (
        <p className="text-sm text-ink-soft sm:col-span-2">
          Orders carry this promotion: its code and what it gives stay as they are.
        </p>
      ) : null}
      <Field label="Code (leave empty for an automatic promotion)" error={errors.code}>
        <Input name="code" autoComplete="off" maxLength={40} defaultValue={editing?.code ?? ""} readOnly={locked} />
      </Field>
      <Field label="Name" error={errors.name}>
        <Input name="name" maxLength={80} defaultValue={editing?.name ?? ""} />
      </Field>
      <WhatItGivesFields
        kind={kind}
        onKindChange={setKind}
        percent={percent}
        onPercentChange={setPercent}
        locked={locked}
        errors={errors}
        editing={editing}
      />
      <MinimumUsesAndDatesFields errors={errors} editing={editing} />
      <Field label="Only these categories (none: all)" error={errors.categories}>
        <MultiSelect
          name="categories"
          options={allCategories.map((category) => ({ value: category, label: category }))}
          value={categories}
          onChange={setCategories}
        />
      </Field>
      <Field label="Only these products (none: all)" error={errors.productIds}>
        <MultiSelect
          name="productIds"
          options={products.map((product) => ({ value: product.id, label: product.name }))}
          value={productIds}
          onChange={setProductIds}
        />
      </Field>
      <label className="flex items-center gap-3 sm:col-span-2">
        <input
          type="checkbox"
          name="oncePerCustomer"
          defaultChecked={editing?.oncePerCustomer}
          className="h-5 w-5 accent-lilac-deep"
        />
        One use per customer
      </label>
      <MarginFloorWarning under={under} percent={percentValue} minMarginPercent={minMarginPercent} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={submitting}>
          {editing ? "Save changes" : "Create promotion"}
        </Button>
      </div>
    </Form>
  );
}

/** What the promotion gives: a percentage, an amount or free shipping; locked once orders carry it. */
function WhatItGivesFields({
  kind,
  onKindChange,
  percent,
  onPercentChange,
  locked,
  errors,
  editing,
}: {
  kind: string;
  onKindChange: (kind: string) => void;
  percent: string;
  onPercentChange: (percent: string) => void;
  locked: boolean;
  errors: FieldErrors;
  editing?: AdminPromotion;
}) {
  return (
    <>
      {locked ? <input type="hidden" name="kind" value={kind} /> : null}
      <Field label="Gives" error={errors.kind}>
        <Select
          name={locked ? undefined : "kind"}
          value={kind}
          disabled={locked}
          onChange={(event) => onKindChange(event.currentTarget.value)}
        >
          <option value="percent">Percent off</option>
          <option value="fixed">Amount off</option>
          <option value="free_shipping">Free shipping</option>
        </Select>
      </Field>
      {kind === "percent" ? (
        <Field label="Percent off" error={errors.percentOff}>
          <Input
            name="percentOff"
            inputMode="numeric"
            value={percent}
            onChange={(e) => onPercentChange(e.currentTarget.value)}
          />
        </Field>
      ) : kind === "fixed" ? (
        <Field label="Amount off ($)" error={errors.amountOff}>
          <Input name="amountOff" inputMode="decimal" defaultValue={amount(editing?.amountOff)} />
        </Field>
      ) : (
        <div />
      )}
    </>
  );
}

/** When the promotion applies: a minimum subtotal, a use limit and its start and end. */
function MinimumUsesAndDatesFields({ errors, editing }: { errors: FieldErrors; editing?: AdminPromotion }) {
  return (
    <>
      <Field label="Minimum subtotal ($, optional)" error={errors.minSubtotal}>
        <Input name="minSubtotal" inputMode="decimal" defaultValue={amount(editing?.minSubtotal)} />
      </Field>
      <Field label="Total uses (optional)" error={errors.usageLimit}>
        <Input name="usageLimit" inputMode="numeric" defaultValue={editing?.usageLimit ?? ""} />
      </Field>
      <Field label="Starts (UTC, optional)" error={errors.startsAt}>
        <Input name="startsAt" type="datetime-local" defaultValue={utcMinute(editing?.startsAt)} />
      </Field>
      <Field label="Ends (UTC, optional)" error={errors.endsAt}>
        <Input name="endsAt" type="datetime-local" defaultValue={utcMinute(editing?.endsAt)} />
      </Field>
    </>
  );
}

/** The products a percentage would push under cost plus the margin floor; nothing when none. */
function MarginFloorWarning({
  under,
  percent,
  minMarginPercent,
}: {
  under: FloorProduct[];
  percent: number;
  minMarginPercent: number;
}) {
  if (!under.length) return null;
  return (
    <div role="status" className="rounded-2xl bg-butter/70 px-4 py-3 text-sm sm:col-span-2">
      <p className="font-semibold">
        {percent}% would take these under cost + {minMarginPercent}%; their discount will be limited:
      </p>
      <ul aria-label="Products under the margin floor" className="mt-1 list-disc pl-5">
        {under.map((product) => (
          <li key={product.id}>{product.name}</li>
        ))}
      </ul>
    </div>
  );
}
