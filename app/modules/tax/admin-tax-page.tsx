// /admin/tax (decision 064): the owner's table of rates with 'Add rate' and Remove, and the
// prices-include-tax switch. Plain form posts: every part works without JavaScript.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Select } from "~/components/ui/input";
import { SHIPPING_COUNTRIES } from "~/lib/countries";
import type { FieldErrors } from "~/lib/forms";
import { useFormCheck } from "~/lib/use-form-check";
import type { AdminTaxRate } from "./admin-tax.server";
import { formatRate } from "./tax-math";

const loadSchema = () => import("./tax-rate.schema").then((module) => module.taxRateSchema);
const FIELDS = ["country", "region", "rate", "taxShipping"];

type Props = {
  kind: "none" | "rates" | "stripe";
  hosted: boolean;
  rates: AdminTaxRate[];
  pricesIncludeTax: boolean;
  includedByEnvironment: boolean;
  errors: FieldErrors;
  values: Record<string, string> | null;
  /** Changes after every answer, so the add form starts empty again after a success. */
  formKey: string | number;
};

function KindNote({ kind, hosted }: Pick<Props, "kind" | "hosted">) {
  if (hosted) return <p className="mb-6 max-w-2xl">Shopify&apos;s checkout computes tax in this store&apos;s mode.</p>;
  if (kind === "rates") return null;
  return (
    <p className="mb-6 max-w-2xl rounded-card border-2 border-line bg-white p-4">
      {kind === "stripe"
        ? "TAX=stripe: Stripe Tax computes every order's tax; this table is not used."
        : "TAX=none: no tax is charged. Set TAX=rates to charge the rates below."}
    </p>
  );
}

function RatesTable({ rates, busy }: { rates: AdminTaxRate[]; busy: boolean }) {
  if (!rates.length) return <p className="mb-8">No rates yet: every address pays 0 %.</p>;
  return (
    <table className="mb-8 w-full max-w-3xl text-left">
      <caption className="sr-only">Tax rates</caption>
      <thead>
        <tr className="border-b-2 border-line">
          <th scope="col" className="py-2">
            Country
          </th>
          <th scope="col">Region</th>
          <th scope="col">Rate (%)</th>
          <th scope="col">Tax shipping</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rates.map((rate) => (
          <tr key={rate.id} className="border-b border-line">
            <td className="py-2">
              {SHIPPING_COUNTRIES.find((country) => country.code === rate.country)?.name ?? rate.country}
            </td>
            <td>{rate.region ? rate.place : "—"}</td>
            <td>{formatRate(rate.rate)}</td>
            <td>{rate.taxShipping ? "Yes" : "No"}</td>
            <td>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={rate.id} />
                <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`Remove ${rate.place}`}>
                  Remove
                </Button>
              </Form>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AddRateForm({
  errors,
  values,
  busy,
}: {
  errors: FieldErrors;
  values: Record<string, string> | null;
  busy: boolean;
}) {
  const { clientErrors, onSubmit } = useFormCheck(loadSchema, FIELDS);
  const shown = clientErrors ?? errors;
  return (
    <Form method="post" noValidate className="max-w-2xl space-y-4" onSubmit={onSubmit}>
      <h2 className="text-2xl font-extrabold">Add a rate</h2>
      <input type="hidden" name="intent" value="add" />
      <Field label="Country" error={shown.country}>
        <Select name="country" defaultValue={values?.country ?? ""}>
          <option value="">Select a country</option>
          {SHIPPING_COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Region" error={shown.region}>
        <Input name="region" defaultValue={values?.region ?? ""} />
      </Field>
      <p className="text-sm text-ink-soft">A state or province (CA or California); empty for the whole country.</p>
      <Field label="Rate (%)" error={shown.rate}>
        <Input name="rate" inputMode="decimal" defaultValue={values?.rate ?? ""} />
      </Field>
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" name="taxShipping" defaultChecked={values?.taxShipping === "on"} className="size-5" />
        Tax shipping
      </label>
      <Button type="submit" disabled={busy}>
        Add rate
      </Button>
    </Form>
  );
}

function IncludedSwitch({ on, fixed, busy }: { on: boolean; fixed: boolean; busy: boolean }) {
  return (
    <Form method="post" className="mt-10 max-w-2xl space-y-3">
      <h2 className="text-2xl font-extrabold">Prices</h2>
      <input type="hidden" name="intent" value="included" />
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" name="pricesIncludeTax" defaultChecked={on} disabled={fixed} className="size-5" />
        Catalogue prices include tax
      </label>
      <p className="text-sm text-ink-soft">
        {fixed
          ? "PRICES_INCLUDE_TAX=true is set: prices include tax."
          : "VAT style: shoppers pay the prices shown, and the summary says how much tax they hold."}
      </p>
      {fixed ? null : (
        <Button type="submit" variant="outline" disabled={busy}>
          Save
        </Button>
      )}
    </Form>
  );
}

export function AdminTaxPage(props: Props) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <p className="mb-6 max-w-2xl text-ink-soft">
        The rates your checkout charges, by country and region. A country without a row pays 0 %. softdrop charges what
        this table says; which rates apply to your shop is for you and your accountant to decide.
      </p>
      <KindNote kind={props.kind} hosted={props.hosted} />
      <RatesTable rates={props.rates} busy={busy} />
      <AddRateForm key={props.formKey} errors={props.errors} values={props.values} busy={busy} />
      <IncludedSwitch on={props.pricesIncludeTax} fixed={props.includedByEnvironment} busy={busy} />
    </>
  );
}
