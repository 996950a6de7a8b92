// /account's edits of saved addresses (decision 065): the form read by the one schema, then the
// account's own row changed; a refusal names the address and its fields.
import { fieldErrorsOf, formValues, type FieldErrors } from "~/lib/forms";
import { SAVED_ADDRESS_FIELDS, savedAddressSchema } from "./checkout.schema";
import { removeSavedAddress, updateSavedAddress } from "./saved-addresses.server";

export type AddressBookOutcome =
  { ok: true; title: string } | { ok: false; addressId: string; fieldErrors: FieldErrors; message?: string };

export async function changeAddressBook(userId: string, intent: string, form: FormData): Promise<AddressBookOutcome> {
  const addressId = String(form.get("addressId") ?? "");
  if (intent === "address-remove") {
    return (await removeSavedAddress(userId, addressId))
      ? { ok: true, title: "Address removed" }
      : { ok: false, addressId, fieldErrors: {}, message: "That address is already gone" };
  }
  const parsed = savedAddressSchema.safeParse(formValues(form, SAVED_ADDRESS_FIELDS));
  if (!parsed.success) return { ok: false, addressId, fieldErrors: fieldErrorsOf(parsed.error) };
  return (await updateSavedAddress(userId, addressId, parsed.data))
    ? { ok: true, title: "Address saved" }
    : { ok: false, addressId, fieldErrors: {}, message: "That address is already gone" };
}
