import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/forms";
import { shippingSchema } from "./checkout.schema";

const address = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  address: "12 Pastel Lane",
  city: "Portland",
  state: "OR",
  zipCode: "97201",
  country: "US",
};

function errorsFor(input: typeof address) {
  const result = shippingSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe("shipping address rules", () => {
  it("takes a shipping country's code and, where partners need one, a state code", () => {
    expect(shippingSchema.parse(address)).toEqual(address);
    expect(shippingSchema.parse({ ...address, country: "DE", state: "Bayern" }).state).toBe("Bayern");
    expect(shippingSchema.parse({ ...address, country: "CA", state: "QC" }).country).toBe("CA");
  });

  it("refuses free text where a code is needed, at the field", () => {
    expect(errorsFor({ ...address, country: "United States" })).toEqual({
      country: "Choose a country we ship to",
    });
    expect(errorsFor({ ...address, state: "Oregon" })).toEqual({
      state: "Choose a state or province from the list",
    });
    expect(errorsFor({ ...address, country: "AU", state: "OR" })).toEqual({
      state: "Choose a state or province from the list",
    });
    expect(errorsFor({ ...address, country: "", state: "" })).toEqual({
      country: "Country is required",
      state: "State or province is required",
    });
  });
});
