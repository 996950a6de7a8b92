// Step 2: a personalised line costs its variant plus the product's surcharge (decision 043). The
// personalisation module checks every line's choices; a refusal is kept in the quote's words and
// the surcharges still show, so the cart prices what the shopper holds.
import {
  checkLinePersonalisations,
  PersonalisationRefused,
  surchargesFor,
  type CheckedLine,
} from "~/modules/personalisation/index.server";
import type { QuoteDraft, QuoteStep } from "./step.server";

async function checked(draft: QuoteDraft): Promise<{ lines: CheckedLine[]; refusal: string | null }> {
  try {
    const lines = await checkLinePersonalisations(
      draft.lines.map((line) => ({
        productId: line.productId,
        name: line.name ?? "An item in your cart",
        personalisation: line.requested,
      })),
    );
    return { lines, refusal: null };
  } catch (error) {
    if (!(error instanceof PersonalisationRefused)) throw error;
    const surcharges = await surchargesFor(draft.lines.map((line) => line.productId));
    const lines = draft.lines.map((line) => ({
      surcharge: line.personalised ? (surcharges.get(line.productId) ?? 0) : 0,
      personalisation: null,
    }));
    return { lines, refusal: error.message };
  }
}

export const personalisationSurcharge: QuoteStep = async (draft) => {
  if (!draft.lines.length) return draft;
  const { lines, refusal } = await checked(draft);
  return {
    ...draft,
    lines: draft.lines.map((line, index) => {
      const surcharge = lines[index]?.surcharge ?? 0;
      return {
        ...line,
        surcharge,
        unitPrice: line.unitPrice === null ? null : line.unitPrice + surcharge,
        personalisation: lines[index]?.personalisation ?? null,
      };
    }),
    refusals: refusal ? [...draft.refusals, { kind: "personalisation", text: refusal }] : draft.refusals,
  };
};
