// /admin/currencies (decision 071): which currencies shoppers may choose, the margin and price
// endings, each rate with its date (pinned by hand or the ECB's), and a warning when the feed is
// stale. Plain form posts: every part works without JavaScript.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Select } from "~/components/ui/input";
import { type PriceRounding } from "~/lib/currencies";
import { CURRENCY_CODES, type CurrencyCode } from "~/lib/money";
import type { FieldErrors } from "~/lib/forms";
import { useFormCheck } from "~/lib/use-form-check";
import type { CurrencyChoices, RateView } from "./rates.server";

const loadChoices = () => import("./currency.schema").then((module) => module.choicesSchema);
const loadPin = () => import("./currency.schema").then((module) => module.pinSchema);

const ROUNDING_LABELS: Record<PriceRounding, string> = {
  exact: "Exact (the converted price to the cent)",
  "99": "Up to .99 (EUR €52.99)",
  "95": "Up to .95 (EUR €52.95)",
  whole: "Up to a whole unit (EUR €53.00)",
};

type Props = {
  choices: CurrencyChoices;
  rates: RateView[];
  lastFetch: Date | string | null;
  stale: boolean;
  result: { form: string; errors: FieldErrors; values: Record<string, string> } | null;
};

const day = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

function StaleWarning({ lastFetch }: { lastFetch: Props["lastFetch"] }) {
  return (
    <p role="status" className="mb-6 max-w-2xl rounded-card border-2 border-bubblegum-deep bg-white p-4 font-semibold">
      {lastFetch
        ? `The exchange rates were last read on ${day(lastFetch)}: prices still use them. `
        : "No exchange rates have been read yet: shoppers see USD only. "}
      Check that this server reaches the rates feed (FX_RATES_URL), or pin the rates below.
    </p>
  );
}

function ChoicesForm({ choices, result, busy }: Pick<Props, "choices" | "result"> & { busy: boolean }) {
  const { clientErrors, onSubmit } = useFormCheck(loadChoices, ["marginPercent", "rounding"]);
  const errors = clientErrors ?? (result?.form === "choices" ? result.errors : {});
  const values = result?.form === "choices" ? result.values : null;
  const { fromEnv } = choices;
  return (
    <Form method="post" noValidate className="mb-10 max-w-2xl space-y-4" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="choices" />
      <fieldset>
        <legend className="mb-2 font-semibold">Currencies shoppers may choose, besides USD</legend>
        {fromEnv.currencies ? <p className="mb-2 text-sm text-ink-soft">Set by the server (CURRENCIES).</p> : null}
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {CURRENCY_CODES.filter((code) => code !== "USD").map((code) => (
            <label key={code} className="flex items-center gap-2">
              <input
                type="checkbox"
                name="currencies"
                value={code}
                defaultChecked={choices.currencies.includes(code)}
                disabled={fromEnv.currencies}
                className="size-5"
              />
              {code}
            </label>
          ))}
        </div>
        {errors.currencies ? (
          <p className="mt-1 text-sm font-semibold text-bubblegum-deep">{errors.currencies}</p>
        ) : null}
      </fieldset>
      <Field label="Conversion margin (%)" error={errors.marginPercent}>
        <Input
          name="marginPercent"
          inputMode="decimal"
          defaultValue={values?.marginPercent ?? String(choices.marginPercent)}
          readOnly={fromEnv.margin}
        />
      </Field>
      <p className="text-sm text-ink-soft">
        Added to the daily rate, for what converting the money costs you.
        {fromEnv.margin ? " Set by the server (FX_MARGIN_PERCENT)." : ""}
      </p>
      <Field label="Converted prices end" error={errors.rounding}>
        <Select name="rounding" defaultValue={values?.rounding ?? choices.rounding} disabled={fromEnv.rounding}>
          {Object.entries(ROUNDING_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      {fromEnv.rounding ? <input type="hidden" name="rounding" value={choices.rounding} /> : null}
      <Button type="submit" disabled={busy}>
        Save currencies
      </Button>
    </Form>
  );
}

function RatesTable({ rates, busy }: { rates: RateView[]; busy: boolean }) {
  return (
    <table className="mb-8 w-full max-w-3xl text-left">
      <caption className="mb-2 text-left text-2xl font-extrabold">Rates for 1 USD</caption>
      <thead>
        <tr className="border-b-2 border-line">
          <th scope="col" className="py-2">
            Currency
          </th>
          <th scope="col">Rate charged</th>
          <th scope="col">Source</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rates.map((rate) => (
          <tr key={rate.currency} className="border-b border-line">
            <td className="py-2">{rate.currency}</td>
            <td>{rate.rate ? Number(rate.rate).toFixed(4) : "—"}</td>
            <td>
              {rate.pinned ? "Pinned by you" : rate.feedDate ? `ECB, ${rate.feedDate}, plus margin` : "No rate yet"}
            </td>
            <td>
              {rate.pinned ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="unpin" />
                  <input type="hidden" name="currency" value={rate.currency} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    aria-label={`Unpin ${rate.currency}`}
                  >
                    Unpin
                  </Button>
                </Form>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PinForm({ result, busy }: Pick<Props, "result"> & { busy: boolean }) {
  const { clientErrors, onSubmit } = useFormCheck(loadPin, ["currency", "rate"]);
  const errors = clientErrors ?? (result?.form === "pin" ? result.errors : {});
  const values = result?.form === "pin" ? result.values : null;
  return (
    <Form method="post" noValidate className="mb-10 max-w-2xl space-y-4" onSubmit={onSubmit}>
      <h2 className="text-2xl font-extrabold">Pin a rate</h2>
      <p className="text-ink-soft">A pinned rate is used as it is, without the margin, until you unpin it.</p>
      <input type="hidden" name="intent" value="pin" />
      <Field label="Currency" error={errors.currency}>
        <Select name="currency" defaultValue={values?.currency ?? ""}>
          <option value="">Select a currency</option>
          {CURRENCY_CODES.filter((code): code is Exclude<CurrencyCode, "USD"> => code !== "USD").map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Units for 1 USD" error={errors.rate}>
        <Input name="rate" inputMode="decimal" defaultValue={values?.rate ?? ""} />
      </Field>
      <Button type="submit" variant="outline" disabled={busy}>
        Pin rate
      </Button>
    </Form>
  );
}

export function AdminCurrenciesPage(props: Props) {
  const busy = useNavigation().state !== "idle";
  const refreshError = props.result?.form === "refresh" ? props.result.errors.form : null;
  return (
    <>
      <p className="mb-6 max-w-2xl text-ink-soft">
        Shoppers see and pay prices in the currency they choose, converted from USD at the European Central Bank&apos;s
        daily reference rate plus your margin. Costs, the catalogue and insights stay in USD.
      </p>
      {props.stale ? <StaleWarning lastFetch={props.lastFetch} /> : null}
      <ChoicesForm choices={props.choices} result={props.result} busy={busy} />
      <RatesTable rates={props.rates} busy={busy} />
      <Form method="post" className="mb-10">
        <input type="hidden" name="intent" value="refresh" />
        <Button type="submit" variant="outline" disabled={busy}>
          Read rates now
        </Button>
        {refreshError ? <p className="mt-2 font-semibold text-bubblegum-deep">{refreshError}</p> : null}
      </Form>
      <PinForm result={props.result} busy={busy} />
    </>
  );
}
