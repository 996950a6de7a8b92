// TAX=stripe: Stripe Tax computes each line's and the shipping's tax for the address (decision 064).
import Stripe from "stripe";
import { configuredStripe } from "~/integrations/stripe/client.server";
import { createTaxCalculation, type StripeTaxCalculation } from "~/integrations/stripe/tax.server";
import { log } from "~/lib/log.server";
import { TaxUnavailable, type TaxAnswer, type TaxedAmount, type TaxKind, type TaxRequest } from "./tax-types";

/** A line's rate and jurisdiction as Stripe's breakdown names them (none when no tax is imposed). */
function taxed(
  amount: number,
  breakdown: NonNullable<StripeTaxCalculation["line_items"]>["data"][number]["tax_breakdown"],
): TaxedAmount {
  const first = breakdown?.find((part) => part.tax_rate_details);
  const rate = first?.tax_rate_details ? Number(first.tax_rate_details.percentage_decimal) : null;
  return {
    amount,
    rate: amount > 0 && rate !== null && Number.isFinite(rate) ? rate : null,
    jurisdiction: amount > 0 ? (first?.jurisdiction?.display_name ?? null) : null,
  };
}

function answerOf(request: TaxRequest, calculation: StripeTaxCalculation): TaxAnswer {
  const byReference = new Map((calculation.line_items?.data ?? []).map((line) => [line.reference, line]));
  const lines = request.lines.map((_, index) => {
    const line = byReference.get(`line_${index}`);
    if (!line) throw new TaxUnavailable(`Stripe Tax answered no line line_${index}`);
    return taxed(line.amount_tax, line.tax_breakdown);
  });
  const shippingTax = calculation.shipping_cost?.amount_tax ?? 0;
  const taxedLine = lines.find((line) => line.rate !== null);
  const shipping = {
    amount: shippingTax,
    rate: shippingTax ? (taxedLine?.rate ?? null) : null,
    jurisdiction: shippingTax ? (taxedLine?.jurisdiction ?? null) : null,
  };
  const label = taxedLine ? `${taxedLine.jurisdiction ?? "Tax"} ${Number(taxedLine.rate!.toFixed(4))} %` : null;
  return { lines, shipping, label, name: "tax", calculationId: calculation.id };
}

export const stripeTaxKind: TaxKind = {
  async calculate(request) {
    const { address } = request;
    try {
      const calculation = await createTaxCalculation(configuredStripe(), {
        currency: request.currency,
        inclusive: request.included,
        lines: request.lines.map((line, index) => ({
          amount: line.amount,
          quantity: line.quantity,
          reference: `line_${index}`,
        })),
        shipping: request.shipping,
        address: {
          country: address.country,
          state: address.state,
          postalCode: address.zipCode,
          city: address.city,
          line1: address.address,
        },
      });
      return answerOf(request, calculation);
    } catch (error) {
      if (error instanceof TaxUnavailable) throw error;
      log.warn(
        { err: error, stripe: error instanceof Stripe.errors.StripeError ? error.code : undefined },
        "Stripe Tax did not calculate",
      );
      throw new TaxUnavailable(error instanceof Error ? error.message : String(error));
    }
  },
};
