// The personalisation step against a real database: the surcharge on personalised lines, the
// personalisation module's refusal kept in its words.
import { describe, expect, it } from "vitest";
import { saveSetup } from "~/modules/personalisation/index.server";
import { makeProduct } from "../../../../tests/support/checkout-fixtures";
import { TEST_SETUP } from "../../../../tests/support/personalisation-fixtures";
import { cataloguePrice } from "./catalogue-price.server";
import { personalisationSurcharge } from "./personalisation-surcharge.server";
import { startDraft } from "./step.server";

const named = { texts: [{ fieldId: "name", text: "Robin", font: "anton", color: "#111111" }], uploadId: null };

async function run(lines: Parameters<typeof startDraft>[0]) {
  return personalisationSurcharge(await cataloguePrice(startDraft(lines, { customerId: null })));
}

describe("the personalisation step", () => {
  it("adds the product's surcharge to a personalised line only, and keeps the checked choices", async () => {
    const personal = await makeProduct({ name: "Name Tee", basePrice: 2800 });
    const plain = await makeProduct({ name: "Plain Tee", basePrice: 2000 });
    await saveSetup(personal.id, TEST_SETUP);
    const draft = await run([
      { productId: personal.id, size: "S", color: "White", quantity: 2, personalisation: named },
      { productId: plain.id, size: "S", color: "White", quantity: 1 },
    ]);
    expect(draft.lines.map((line) => [line.unitPrice, line.surcharge])).toEqual([
      [3300, 500],
      [2000, 0],
    ]);
    expect(draft.lines[0]!.personalisation).toMatchObject({ texts: [{ text: "Robin" }], uploadId: null });
    expect(draft.refusals).toEqual([]);
  });

  it("keeps the surcharge and says why when the choices are missing or sent for a plain product", async () => {
    const personal = await makeProduct({ name: "Cap Tee", basePrice: 2800 });
    const plain = await makeProduct({ name: "Bare Tee", basePrice: 2000 });
    await saveSetup(personal.id, TEST_SETUP);
    const missing = await run([
      { productId: personal.id, size: "S", color: "White", quantity: 1, personalisation: {} },
    ]);
    expect(missing.lines[0]!.unitPrice).toBe(3300);
    expect(missing.refusals).toEqual([
      { kind: "personalisation", text: "Cap Tee needs its personalisation: add it again from the product page" },
    ]);
    const tampered = await run([
      { productId: plain.id, size: "S", color: "White", quantity: 1, personalisation: named },
    ]);
    expect(tampered.lines[0]!.unitPrice).toBe(2000);
    expect(tampered.refusals).toEqual([{ kind: "personalisation", text: "Bare Tee cannot be personalised" }]);
  });
});
