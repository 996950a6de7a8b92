// The checkout's saved addresses (decision 065): a list to start from (the last used first, chosen
// at first) and the "Save this address" box. Choosing refills the address fields.
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/input";
import type { SavedAddressInput } from "./checkout.schema";

export type SavedAddressOption = SavedAddressInput & { id: string };
export const NEW_ADDRESS = "new";

export function SavedAddressPicker({
  addresses,
  chosen,
  onChoose,
}: {
  addresses: SavedAddressOption[];
  chosen: string;
  onChoose: (id: string) => void;
}) {
  if (!addresses.length) return null;
  return (
    <div className="mt-5">
      <Field label="Saved address">
        <Select name="savedAddress" value={chosen} onChange={(event) => onChoose(event.currentTarget.value)}>
          {addresses.map((address) => (
            <option key={address.id} value={address.id}>
              {address.fullName}, {address.address}, {address.city}
            </option>
          ))}
          <option value={NEW_ADDRESS}>A new address</option>
        </Select>
      </Field>
    </div>
  );
}

export function SaveAddressBox() {
  return (
    <label className="mt-5 flex items-center gap-3">
      <input type="checkbox" name="saveAddress" className="h-5 w-5 accent-lilac-deep" />
      <span>Save this address</span>
    </label>
  );
}
