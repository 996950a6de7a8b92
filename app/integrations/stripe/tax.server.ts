// Stripe Tax's custom flow (decision 064): a calculation for the lines, shipping and address, a
// transaction recorded from it once paid, and a reversal for every refund. Shapes: docs/partner-apis.md §10.
import type Stripe from "stripe";
import { z } from "zod";

export type TaxCalculationInput = {
  currency: string;
  /** Each line's amount in cents (after its discount); `inclusive`: the amount holds the tax. */
  lines: { amount: number; quantity: number; reference: string }[];
  shipping: number;
  inclusive: boolean;
  address: { country: string; state: string; postalCode: string; city: string; line1: string };
};

const breakdownSchema = z.object({
  jurisdiction: z.object({ display_name: z.string() }).partial().nullish(),
  tax_rate_details: z.object({ display_name: z.string().nullish(), percentage_decimal: z.string() }).nullish(),
});
const lineSchema = z.object({
  reference: z.string(),
  amount_tax: z.number().int().min(0),
  tax_breakdown: z.array(breakdownSchema).nullish(),
});
const calculationSchema = z.object({
  id: z.string().nullable(),
  amount_total: z.number().int(),
  tax_amount_exclusive: z.number().int(),
  tax_amount_inclusive: z.number().int(),
  shipping_cost: z.object({ amount: z.number().int(), amount_tax: z.number().int().min(0) }).nullish(),
  line_items: z.object({ data: z.array(lineSchema) }).nullish(),
});
export type StripeTaxCalculation = z.infer<typeof calculationSchema>;

export async function createTaxCalculation(stripe: Stripe, input: TaxCalculationInput) {
  const behaviour = input.inclusive ? "inclusive" : "exclusive";
  const answer = await stripe.tax.calculations.create({
    currency: input.currency.toLowerCase(),
    line_items: input.lines.map((line) => ({ ...line, tax_behavior: behaviour })),
    shipping_cost: { amount: input.shipping, tax_behavior: behaviour },
    customer_details: {
      address: {
        country: input.address.country,
        state: input.address.state,
        postal_code: input.address.postalCode,
        city: input.address.city,
        line1: input.address.line1,
      },
      address_source: "shipping",
    },
    expand: ["line_items", "line_items.data.tax_breakdown"],
  });
  const parsed = calculationSchema.safeParse(answer);
  if (!parsed.success) throw new Error(`Stripe Tax answered an unexpected calculation: ${parsed.error.message}`);
  return parsed.data;
}

const transactionSchema = z.object({ id: z.string().startsWith("tax_") });

/** The sale as Stripe Tax records it; `reference` is unique across transactions and reversals. */
export async function createTaxTransaction(stripe: Stripe, calculation: string, reference: string) {
  const answer = await stripe.tax.transactions.createFromCalculation(
    { calculation, reference },
    { idempotencyKey: `tax_${reference}` },
  );
  return transactionSchema.parse(answer).id;
}

/**
 * A refund's reversal: partial, of the refund's flat amount (negative, tax included, as Stripe takes
 * it). Always partial: a full reversal would not undo earlier partial ones and would reverse too much.
 */
export async function reverseTaxTransaction(
  stripe: Stripe,
  input: { transaction: string; reference: string; amount: number },
) {
  const answer = await stripe.tax.transactions.createReversal(
    {
      mode: "partial",
      original_transaction: input.transaction,
      reference: input.reference,
      flat_amount: -input.amount,
    },
    { idempotencyKey: `tax_${input.reference}` },
  );
  return transactionSchema.parse(answer).id;
}
