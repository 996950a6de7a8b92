// The tax port as the quote asks it: the kind TAX chose computes, and an answer that does not add
// up (a line missing, a negative amount) is a tax that cannot be computed.
import { env } from "~/lib/env.server";
import { selectedTaxKind } from "./tax-kinds.server";
import { TaxUnavailable, type TaxAnswer, type TaxRequest } from "./tax-types";

/** TAX=rates or stripe: the quote has a tax step. */
export const taxKindChosen = () => env.TAX !== "none";

export async function calculateTax(request: TaxRequest): Promise<TaxAnswer> {
  const kind = selectedTaxKind();
  if (!kind) throw new Error("TAX=none has no tax to calculate");
  const answer = await kind.calculate(request);
  const amounts = [...answer.lines, answer.shipping].map((line) => line.amount);
  if (
    answer.lines.length !== request.lines.length ||
    amounts.some((amount) => !Number.isSafeInteger(amount) || amount < 0)
  ) {
    throw new TaxUnavailable("the tax answer does not match the lines");
  }
  return answer;
}
