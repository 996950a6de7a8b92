// The shipping address as the partners need it: ISO country codes and, where a partner requires
// one (US, CA, AU), a state code. An older free-text address is mapped only where unambiguous.
import { findCountry, matchCountry, matchRegion } from "~/lib/countries";
import type { PartnerAddress } from "~/integrations/partner-port";
import type { ShippingAddress } from "../../../db/schema";

export type { PartnerAddress };

export class AddressError extends Error {
  override name = "AddressError";
}

export function partnerAddress(address: ShippingAddress): PartnerAddress {
  const country = findCountry(address.country) ?? matchCountry(address.country);
  if (!country) {
    throw new AddressError(`The shipping country "${address.country}" is not one we ship to: fix the address first`);
  }
  let region = address.state.trim();
  const regionIsCode = Boolean(country.regions);
  if (country.regions) {
    const match = matchRegion(country, region);
    if (!match) {
      throw new AddressError(
        `The shipping address needs a ${country.name} state or province code (it says "${address.state}")`,
      );
    }
    region = match.code;
  }
  for (const [field, value] of [
    ["street address", address.address],
    ["city", address.city],
    ["ZIP / postal code", address.zipCode],
    ["name", address.fullName],
  ] as const) {
    if (!value.trim()) throw new AddressError(`The shipping address has no ${field}`);
  }
  const name = address.fullName.trim();
  const [first = name, ...rest] = name.split(/\s+/);
  return {
    name,
    firstName: first,
    lastName: rest.join(" ") || first,
    email: address.email,
    address1: address.address.trim(),
    city: address.city.trim(),
    zip: address.zipCode.trim(),
    countryCode: country.code,
    region,
    regionIsCode,
  };
}
