// The checkout form's fields: the shipping address (country first, its regions as a list) and the
// terms checkbox.
import { useState } from "react";
import { Link } from "react-router";
import { Field } from "~/components/ui/field";
import { Input, Select } from "~/components/ui/input";
import { findCountry, SHIPPING_COUNTRIES } from "~/lib/countries";
import type { FieldErrors } from "~/lib/forms";
import type { ShippingInput } from "./checkout.schema";

const SHIPPING_LABELS: [keyof ShippingInput, string, string][] = [
  ["fullName", "Full name", "name"],
  ["email", "Email", "email"],
  ["address", "Address", "street-address"],
  ["city", "City", "address-level2"],
  ["country", "Country", "country"],
  ["state", "State / Province", "address-level1"],
  ["zipCode", "ZIP / Postal code", "postal-code"],
];

type User = { name: string; email: string } | null;
/** What Field passes its control: the label's id and the error's wiring. */
type Wiring = { id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

function CountrySelect({
  country,
  onChange,
  ...wiring
}: Wiring & { country: string; onChange: (code: string) => void }) {
  return (
    <Select
      {...wiring}
      name="country"
      autoComplete="country"
      value={country}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      <option value="">Select a country</option>
      {SHIPPING_COUNTRIES.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </Select>
  );
}

function FieldInput({
  name,
  autoComplete,
  country,
  user,
  ...wiring
}: Wiring & {
  name: keyof ShippingInput;
  autoComplete: string;
  country: string;
  user: User;
}) {
  const regions = findCountry(country)?.regions;
  if (name === "state" && regions) {
    return (
      <Select {...wiring} key={country} name="state" autoComplete={autoComplete} defaultValue="">
        <option value="">Select a state or province</option>
        {regions.map((region) => (
          <option key={region.code} value={region.code}>
            {region.name}
          </option>
        ))}
      </Select>
    );
  }
  return (
    <Input
      {...wiring}
      key={name === "state" ? country : name}
      name={name}
      type={name === "email" ? "email" : "text"}
      autoComplete={autoComplete}
      defaultValue={name === "email" ? user?.email : name === "fullName" ? user?.name : undefined}
    />
  );
}

/** The address fields; the state becomes a list for a country with regions (US, CA, AU). */
export function ShippingFields({ fieldErrors, user }: { fieldErrors: FieldErrors; user: User }) {
  const [country, setCountry] = useState("");
  return (
    <div className="mt-5 grid gap-4 sm:grid-cols-2">
      {SHIPPING_LABELS.map(([name, label, autoComplete]) => (
        <div key={name} className={name === "address" || name === "fullName" ? "sm:col-span-2" : undefined}>
          <Field label={label} error={fieldErrors[name]}>
            {name === "country" ? (
              <CountrySelect country={country} onChange={setCountry} />
            ) : (
              <FieldInput name={name} autoComplete={autoComplete} country={country} user={user} />
            )}
          </Field>
        </div>
      ))}
    </div>
  );
}

export function TermsField({ terms, onChange }: { terms: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-start gap-3">
      <input
        type="checkbox"
        name="terms"
        checked={terms}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="mt-1 h-5 w-5 accent-lilac-deep"
      />
      <span>
        I agree to the{" "}
        <Link to="/terms" className="font-semibold text-lilac-deep underline">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link to="/privacy" className="font-semibold text-lilac-deep underline">
          Privacy Policy
        </Link>
      </span>
    </label>
  );
}
