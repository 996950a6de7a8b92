// The checkout form's fields: the shipping address (country first, its regions as a list) and the
// terms checkbox.
import { useState } from "react";
import { Link } from "react-router";
import { Field } from "~/components/ui/field";
import { Input, Select } from "~/components/ui/input";
import { findCountry, SHIPPING_COUNTRIES } from "~/lib/countries";
import type { FieldErrors } from "~/lib/forms";
import type { SavedAddressInput, ShippingInput } from "./checkout.schema";

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
  address,
  ...wiring
}: Wiring & {
  name: keyof ShippingInput;
  autoComplete: string;
  country: string;
  user: User;
  address: SavedAddressInput | null;
}) {
  const regions = findCountry(country)?.regions;
  // A saved address fills the form (decision 065); its state only while its own country is chosen.
  const saved =
    address && name !== "email" && (name !== "state" || country === address.country) ? address[name] : undefined;
  if (name === "state" && regions) {
    return (
      <Select {...wiring} key={country} name="state" autoComplete={autoComplete} defaultValue={saved ?? ""}>
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
      defaultValue={saved ?? (name === "email" ? user?.email : name === "fullName" ? user?.name : undefined)}
    />
  );
}

/**
 * A guest's email, asked first (decision 065): where the confirmation and the order's private link
 * go. The field is the shipping form's own `email`, so the one schema checks it.
 */
export function GuestEmailSection({ error }: { error?: string }) {
  return (
    <section aria-labelledby="guest-email-heading" className="rounded-card border-2 border-line bg-white p-6">
      <h2 id="guest-email-heading" className="text-2xl font-bold">
        Your Email
      </h2>
      <p className="mt-2 text-sm text-ink-soft">
        No account needed: your confirmation and a private link to your order go to this address.{" "}
        <Link to="/auth?redirectTo=/checkout" className="font-semibold text-lilac-deep underline">
          Sign in
        </Link>{" "}
        instead
      </p>
      <div className="mt-5">
        <Field label="Email" error={error}>
          <Input name="email" type="email" autoComplete="email" />
        </Field>
      </div>
    </section>
  );
}

/** The address fields; the state becomes a list for a country with regions (US, CA, AU). */
export function ShippingFields({
  fieldErrors,
  user,
  withoutEmail = false,
  address = null,
}: {
  fieldErrors: FieldErrors;
  user: User;
  /** A guest's email is asked above, first. */
  withoutEmail?: boolean;
  /** A saved address to start from; give the fields a new key to start from another. */
  address?: SavedAddressInput | null;
}) {
  const [country, setCountry] = useState(address?.country ?? "");
  const fields = withoutEmail ? SHIPPING_LABELS.filter(([name]) => name !== "email") : SHIPPING_LABELS;
  return (
    <div className="mt-5 grid gap-4 sm:grid-cols-2">
      {fields.map(([name, label, autoComplete]) => (
        <div key={name} className={name === "address" || name === "fullName" ? "sm:col-span-2" : undefined}>
          <Field label={label} error={fieldErrors[name]}>
            {name === "country" ? (
              <CountrySelect country={country} onChange={setCountry} />
            ) : (
              <FieldInput name={name} autoComplete={autoComplete} country={country} user={user} address={address} />
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
