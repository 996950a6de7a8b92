// Step 3: a drop's product is sold only while its drop is live (decision 042). The cart, the
// checkout and placing an order all pass here, so no figure prices a product not launched yet.
import { gateCartLines } from "~/modules/drops/index.server";
import type { QuoteStep } from "./step.server";

export const dropGate: QuoteStep = async (draft) => {
  if (!draft.lines.length) return draft;
  const lines = await gateCartLines(draft.lines, {
    now: draft.context.now?.getTime(),
    // Placing an order counts the units under the drop rows' lock, where its own retry is known.
    countStock: !draft.context.placing,
  });
  return { ...draft, lines };
};
