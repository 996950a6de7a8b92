// The owner's "New promotion" form: every rule at its field, and a live warning of the products a
// percentage would push under their margin floor.
import { useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Select } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";
import { productsUnderFloor, type FloorProduct } from "./pricing";

type Props = { products: FloorProduct[]; minMarginPercent: number; errors: FieldErrors; submitting: boolean };

export function PromotionCreateForm({ products, minMarginPercent, errors, submitting }: Props) {
  const [kind, setKind] = useState("percent");
  const [percent, setPercent] = useState("");
  const [productIds, setProductIds] = useState<string[]>([]);
  const [categories, setCategories] = useState<string[]>([]);
  const allCategories = [...new Set(products.map((product) => product.category))].sort();
  const percentValue = Number(percent);
  const under =
    kind === "percent" && Number.isInteger(percentValue) && percentValue >= 1 && percentValue <= 100
      ? productsUnderFloor(products, percentValue, { productIds, categories })
      : [];
  return (
    <Form method="post" aria-label="New promotion" className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="create-promotion" />
      <Field label="Code (leave empty for an automatic promotion)" error={errors.code}>
        <Input name="code" autoComplete="off" maxLength={40} />
      </Field>
      <Field label="Name" error={errors.name}>
        <Input name="name" maxLength={80} />
      </Field>
      <Field label="Gives" error={errors.kind}>
        <Select name="kind" value={kind} onChange={(event) => setKind(event.currentTarget.value)}>
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
            onChange={(e) => setPercent(e.currentTarget.value)}
          />
        </Field>
      ) : kind === "fixed" ? (
        <Field label="Amount off ($)" error={errors.amountOff}>
          <Input name="amountOff" inputMode="decimal" />
        </Field>
      ) : (
        <div />
      )}
      <Field label="Minimum subtotal ($, optional)" error={errors.minSubtotal}>
        <Input name="minSubtotal" inputMode="decimal" />
      </Field>
      <Field label="Total uses (optional)" error={errors.usageLimit}>
        <Input name="usageLimit" inputMode="numeric" />
      </Field>
      <Field label="Starts (UTC, optional)" error={errors.startsAt}>
        <Input name="startsAt" type="datetime-local" />
      </Field>
      <Field label="Ends (UTC, optional)" error={errors.endsAt}>
        <Input name="endsAt" type="datetime-local" />
      </Field>
      <Field label="Only these categories (none: all)" error={errors.categories}>
        <Select
          name="categories"
          multiple
          className="h-28"
          value={categories}
          onChange={(event) => setCategories([...event.currentTarget.selectedOptions].map((option) => option.value))}
        >
          {allCategories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Only these products (none: all)" error={errors.productIds}>
        <Select
          name="productIds"
          multiple
          className="h-28"
          value={productIds}
          onChange={(event) => setProductIds([...event.currentTarget.selectedOptions].map((option) => option.value))}
        >
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </Select>
      </Field>
      <label className="flex items-center gap-3 sm:col-span-2">
        <input type="checkbox" name="oncePerCustomer" className="h-5 w-5 accent-lilac-deep" />
        One use per customer
      </label>
      {under.length ? (
        <div role="status" className="rounded-2xl bg-butter/70 px-4 py-3 text-sm sm:col-span-2">
          <p className="font-semibold">
            {percentValue}% would take these under cost + {minMarginPercent}%; their discount will be limited:
          </p>
          <ul aria-label="Products under the margin floor" className="mt-1 list-disc pl-5">
            {under.map((product) => (
              <li key={product.id}>{product.name}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={submitting}>
          Create promotion
        </Button>
      </div>
    </Form>
  );
}
