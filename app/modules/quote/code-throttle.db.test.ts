// Guessing promotion codes: refused codes are counted per client, and past the limit every code
// from that client gets the same answer and no discount, whether it exists or not.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { makeProduct, makeUser } from "../../../tests/support/checkout-fixtures";
import { REFUSED_CODE_LIMIT } from "~/modules/promotions/index.server";
import { answerQuoteRequest } from "./quote-request.server";
import { codeRefusal } from "./quote-types";

/** POST /cart/quote's answer, as the figures the code field and summary show. */
async function codeFigures(body: unknown, userId: string | null, client: string) {
  const answer = await answerQuoteRequest(body, userId, client);
  if (!answer.ok) throw new Error(answer.error);
  const { quote } = answer;
  return {
    refusal: codeRefusal(quote),
    discount: quote.totals.discount,
    subtotal: quote.totals.subtotal,
    appliedCode: quote.promotion.appliedCode,
  };
}

const THROTTLED = /^Too many codes tried\. Please try again in \d+ minutes?\.$/;

async function makeCode(values: Partial<typeof schema.promotions.$inferInsert> = {}) {
  const code = `G${randomUUID().slice(0, 8)}`;
  await db.insert(schema.promotions).values({ code, name: code, kind: "percent", percentOff: 20, ...values });
  return code;
}

describe("promotion code guesses", () => {
  it("answers a client past its refused codes with one message and no discount, whatever the code", async () => {
    const product = await makeProduct({ basePrice: 2000 });
    const lines = [{ productId: product.id, size: "S", color: "White", quantity: 1 }];
    const user = await makeUser();
    const good = await makeCode();
    const expired = await makeCode({ endsAt: new Date(Date.now() - 60_000) });
    const client = `10.40.${Math.floor(Math.random() * 250)}.1`;
    const quote = (code: string, from = client) => codeFigures({ lines, code }, user, from);

    // A code that applies is not a refusal, and does not count.
    for (let round = 0; round < 3; round++) expect((await quote(good)).refusal).toBeNull();
    for (let guess = 1; guess <= REFUSED_CODE_LIMIT.max; guess++) {
      expect((await quote(guess % 2 ? `NOPE${guess}` : expired)).refusal).not.toMatch(THROTTLED);
    }
    const answers = await Promise.all([quote("NOPE-AGAIN"), quote(expired), quote(good)]);
    for (const answer of answers) {
      expect(answer.refusal).toMatch(THROTTLED);
      expect(answer).toMatchObject({ discount: 0, appliedCode: null, subtotal: 2000 });
    }
    // Another client is not affected.
    expect((await quote(good, "10.41.0.1")).discount).toBe(400);
  });

  it("lets no more than the limit of guesses through when they race", async () => {
    const product = await makeProduct({ basePrice: 2000 });
    const lines = [{ productId: product.id, size: "S", color: "White", quantity: 1 }];
    const answers = await Promise.all(
      Array.from({ length: REFUSED_CODE_LIMIT.max * 3 }, (_, index) =>
        codeFigures({ lines, code: `RACE${index}` }, null, "10.42.0.1"),
      ),
    );
    const throttled = answers.filter((answer) => THROTTLED.test(answer.refusal ?? ""));
    expect(throttled).toHaveLength(REFUSED_CODE_LIMIT.max * 2);
    expect(answers.filter((answer) => answer.refusal === "Unknown code")).toHaveLength(REFUSED_CODE_LIMIT.max);
  });
});
