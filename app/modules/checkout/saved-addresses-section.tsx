// /account's saved addresses (decision 065): each one with an edit form (in a disclosure) and a
// remove button, every one a plain POST form of its own, so they work without JavaScript.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { countryName } from "~/lib/countries";
import type { FieldErrors } from "~/lib/forms";
import { ShippingFields } from "./checkout-fields";
import type { SavedAddressOption } from "./saved-address-picker";

/** What the action answered an edit it refused with: the address and its fields' messages. */
export type AddressAnswer = { addressId: string; fieldErrors: FieldErrors } | undefined;

function AddressCard({ address, answer }: { address: SavedAddressOption; answer: AddressAnswer }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("addressId") === address.id;
  const refused = answer?.addressId === address.id ? answer.fieldErrors : null;
  const label = `${address.fullName}, ${address.address}`;
  return (
    <li className="rounded-2xl border-2 border-line p-4">
      <address className="not-italic leading-relaxed">
        {address.fullName}
        <br />
        {address.address}
        <br />
        {address.city}, {address.state} {address.zipCode}
        <br />
        {countryName(address.country)}
      </address>
      <details className="mt-3" open={Boolean(refused)}>
        <summary className="cursor-pointer font-semibold text-lilac-deep">Edit {label}</summary>
        <Form method="post" noValidate className="mt-2">
          <input type="hidden" name="addressId" value={address.id} />
          <ShippingFields fieldErrors={refused ?? {}} user={null} withoutEmail address={address} />
          <Button type="submit" name="intent" value="address-update" className="mt-4" disabled={busy}>
            Save address
          </Button>
        </Form>
      </details>
      <Form method="post" className="mt-3">
        <input type="hidden" name="addressId" value={address.id} />
        <Button
          type="submit"
          name="intent"
          value="address-remove"
          variant="outline"
          disabled={busy}
          aria-label={`Remove ${label}`}
        >
          Remove
        </Button>
      </Form>
    </li>
  );
}

export function SavedAddressesSection({
  addresses,
  answer,
}: {
  addresses: SavedAddressOption[];
  answer: AddressAnswer;
}) {
  return (
    <section
      aria-labelledby="saved-addresses"
      className="rounded-[2rem] border-2 border-ink bg-white p-6 shadow-soft sm:p-8"
    >
      <h2 id="saved-addresses" className="text-2xl font-extrabold">
        Saved addresses
      </h2>
      {addresses.length ? (
        <ul aria-label="Saved addresses" className="mt-4 space-y-4">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} answer={answer} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-ink-soft">
          None yet. Tick &ldquo;Save this address&rdquo; at checkout and it is offered next time.
        </p>
      )}
    </section>
  );
}
