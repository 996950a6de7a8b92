// Saved addresses on the database (decision 065): saved only when asked, the last used first, an
// address used again not doubled, and edits and removals only of the account's own rows.
import { describe, expect, it } from "vitest";
import { makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { changeAddressBook } from "./address-book.server";
import { rememberAddress, savedAddresses } from "./saved-addresses.server";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe("saved addresses", () => {
  it("saves when asked, offers the last used first, and does not double one used again", async () => {
    const userId = await makeUser();
    expect(await rememberAddress(userId, shipping, false)).toBe(false);
    expect(await savedAddresses(userId)).toEqual([]);
    await rememberAddress(userId, shipping, true);
    const office = { ...shipping, address: "9 Office Park", city: "Salem", zipCode: "97301" };
    await rememberAddress(userId, office, true);
    expect((await savedAddresses(userId)).map((row) => row.address)).toEqual(["9 Office Park", "1 Pastel Way"]);
    // Used again (box ticked or not): the same row moves first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await rememberAddress(userId, shipping, true);
    const rows = await savedAddresses(userId);
    expect(rows.map((row) => row.address)).toEqual(["1 Pastel Way", "9 Office Park"]);
    expect(rows[0]).toMatchObject({ fullName: "Robin Vega", city: "Portland", state: "OR", country: "US" });
    expect(rows[0]).not.toHaveProperty("email");
  });

  it("edits and removes only the account's own addresses, and checks an edit like the checkout", async () => {
    const [owner, stranger] = [await makeUser(), await makeUser()];
    await rememberAddress(owner, shipping, true);
    const [saved] = await savedAddresses(owner);
    const edit = { ...shipping, addressId: saved!.id, city: "Eugene", zipCode: "97401" };

    expect(await changeAddressBook(stranger, "address-update", form(edit))).toMatchObject({ ok: false });
    expect(await changeAddressBook(stranger, "address-remove", form({ addressId: saved!.id }))).toMatchObject({
      ok: false,
    });
    expect(await changeAddressBook(owner, "address-update", form({ ...edit, state: "XX" }))).toEqual({
      ok: false,
      addressId: saved!.id,
      fieldErrors: { state: "Choose a state or province from the list" },
    });
    expect((await savedAddresses(owner))[0]!.city).toBe("Portland");

    expect(await changeAddressBook(owner, "address-update", form(edit))).toEqual({ ok: true, title: "Address saved" });
    expect((await savedAddresses(owner))[0]).toMatchObject({ city: "Eugene", zipCode: "97401" });
    expect(await changeAddressBook(owner, "address-remove", form({ addressId: saved!.id }))).toEqual({
      ok: true,
      title: "Address removed",
    });
    expect(await savedAddresses(owner)).toEqual([]);
    expect(await changeAddressBook(owner, "address-remove", form({ addressId: "not-an-id" }))).toMatchObject({
      ok: false,
    });
  });
});
