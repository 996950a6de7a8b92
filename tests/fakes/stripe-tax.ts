// The fake Stripe API's Stripe Tax endpoints (docs/partner-apis.md §9–10): calculations from a rate
// table of its own, transactions from them, and reversals that may not reverse more than was sold.
// startFakeStripe routes /v1/tax/* here.
import { randomBytes } from "node:crypto";

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** The fake's own rates: California 7.25 % (shipping not taxed), the United Kingdom 20 % (shipping taxed). */
const RATES: {
  country: string;
  state: string | null;
  name: string;
  percent: number;
  shipping: boolean;
  type: string;
}[] = [
  { country: "US", state: "CA", name: "California", percent: 7.25, shipping: false, type: "sales_tax" },
  { country: "GB", state: null, name: "United Kingdom", percent: 20, shipping: true, type: "vat" },
];

type Params = Record<string, unknown>;
type Answer = (status: number, body: unknown) => void;
const error = (status: number, type: string, message: string, code?: string, param?: string) => ({
  status,
  body: { error: { type, message, code, param } },
});

/** Per line and for the shipping, rounded half up: Stripe's per-line rounding. */
const taxOf = (amount: number, percent: number, inclusive: boolean) =>
  inclusive ? amount - Math.round(amount / (1 + percent / 100)) : Math.round((amount * percent) / 100);

export function fakeStripeTax() {
  const calculations = new Map<string, Record<string, unknown> & { amount_total: number }>();
  const transactions: (Record<string, unknown> & { id: string; type: string; reference: string })[] = [];
  let failing = false;

  function calculate(params: Params) {
    if (failing) return error(500, "api_error", "Something went wrong on Stripe's end.");
    const address = (params.customer_details ?? {}) as Record<string, string>;
    const country = address["address.country"];
    if (!country) {
      return error(
        400,
        "invalid_request_error",
        "We could not determine the customer's tax location based on the provided customer address.",
        "customer_tax_location_invalid",
        "customer_details[address]",
      );
    }
    const state = address["address.state"] ?? null;
    const rate = RATES.find((row) => row.country === country && (row.state === null || row.state === state));
    const items = (params.line_items ?? {}) as Record<string, string>;
    const count = new Set(Object.keys(items).map((key) => key.split(".")[0])).size;
    const shippingParams = (params.shipping_cost ?? {}) as Record<string, string>;
    const inclusive = shippingParams.tax_behavior === "inclusive";
    const jurisdiction = rate && {
      country: rate.country,
      state: rate.state,
      display_name: rate.name,
      level: rate.state ? "state" : "country",
    };
    const details = rate && {
      display_name: rate.type === "vat" ? "VAT" : "Sales Tax",
      percentage_decimal: String(rate.percent),
      tax_type: rate.type,
    };
    const lines = Array.from({ length: count }, (_, index) => {
      const amount = Number(items[`${index}.amount`] ?? 0);
      const tax = rate ? taxOf(amount, rate.percent, inclusive) : 0;
      return {
        id: id("tax_li"),
        object: "tax.calculation_line_item",
        amount,
        amount_tax: tax,
        quantity: Number(items[`${index}.quantity`] ?? 1),
        reference: items[`${index}.reference`] ?? `line_${index}`,
        tax_behavior: inclusive ? "inclusive" : "exclusive",
        tax_code: "txcd_99999999",
        product: null,
        metadata: {},
        tax_breakdown: [
          {
            amount: tax,
            jurisdiction: jurisdiction ?? { country, state, display_name: country, level: "country" },
            sourcing: "destination",
            tax_rate_details: details ?? null,
            taxability_reason: rate ? "standard_rated" : "not_collecting",
            taxable_amount: rate ? amount - (inclusive ? tax : 0) : 0,
          },
        ],
      };
    });
    const shippingAmount = Number(shippingParams.amount ?? 0);
    const shippingTax = rate?.shipping ? taxOf(shippingAmount, rate.percent, inclusive) : 0;
    const taxTotal = lines.reduce((sum, line) => sum + line.amount_tax, 0) + shippingTax;
    const base = lines.reduce((sum, line) => sum + line.amount, 0) + shippingAmount;
    const calculation = {
      id: id("taxcalc"),
      object: "tax.calculation",
      amount_total: inclusive ? base : base + taxTotal,
      currency: String(params.currency ?? "usd"),
      customer: null,
      customer_details: { address: { country, state }, address_source: "shipping", tax_ids: [] },
      expires_at: Math.floor(Date.now() / 1000) + 90 * 24 * 3600,
      livemode: false,
      shipping_cost: {
        amount: shippingAmount,
        amount_tax: shippingTax,
        tax_behavior: inclusive ? "inclusive" : "exclusive",
        tax_code: "txcd_92010001",
      },
      tax_amount_exclusive: inclusive ? 0 : taxTotal,
      tax_amount_inclusive: inclusive ? taxTotal : 0,
      tax_breakdown: rate
        ? [
            {
              amount: taxTotal,
              inclusive,
              taxable_amount: base,
              taxability_reason: "standard_rated",
              tax_rate_details: { country, state, percentage_decimal: String(rate.percent), tax_type: rate.type },
            },
          ]
        : [],
      tax_date: Math.floor(Date.now() / 1000),
      line_items: { object: "list", data: lines, has_more: false, url: "/v1/tax/calculations/line_items" },
    };
    calculations.set(calculation.id, calculation);
    return { status: 200, body: calculation };
  }

  function fromCalculation(params: Params) {
    const calculation = calculations.get(String(params.calculation ?? ""));
    if (!calculation)
      return error(
        404,
        "invalid_request_error",
        `No such tax calculation: '${String(params.calculation)}'`,
        "resource_missing",
        "calculation",
      );
    const reference = String(params.reference ?? "");
    if (!reference)
      return error(
        400,
        "invalid_request_error",
        "Missing required param: reference.",
        "parameter_missing",
        "reference",
      );
    if (transactions.some((row) => row.reference === reference)) {
      return error(
        400,
        "invalid_request_error",
        "A transaction with this reference already exists.",
        "tax_transaction_reference_exists",
        "reference",
      );
    }
    const transaction = {
      id: id("tax"),
      object: "tax.transaction",
      type: "transaction",
      reference,
      calculation: calculation.id,
      amount_total: calculation.amount_total,
      currency: calculation.currency,
      customer_details: calculation.customer_details,
      line_items: calculation.line_items,
      shipping_cost: calculation.shipping_cost,
      posted_at: Math.floor(Date.now() / 1000),
      tax_date: calculation.tax_date,
      reversal: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      metadata: {},
    };
    transactions.push(transaction);
    return { status: 200, body: transaction };
  }

  function reversal(params: Params) {
    const original = transactions.find((row) => row.id === params.original_transaction && row.type === "transaction");
    if (!original)
      return error(404, "invalid_request_error", "No such transaction", "resource_missing", "original_transaction");
    const reference = String(params.reference ?? "");
    if (!reference || transactions.some((row) => row.reference === reference)) {
      return error(
        400,
        "invalid_request_error",
        "The reference must be unique across transactions.",
        undefined,
        "reference",
      );
    }
    const reversed = transactions
      .filter(
        (row) =>
          row.type === "reversal" &&
          (row.reversal as { original_transaction: string }).original_transaction === original.id,
      )
      .reduce((sum, row) => sum - Number(row.amount_total), 0);
    const total = Number(original.amount_total);
    const amount = params.mode === "full" ? total - reversed : -Number(params.flat_amount ?? 0);
    if (params.mode !== "full" && params.mode !== "partial")
      return error(400, "invalid_request_error", "Invalid mode", undefined, "mode");
    if (!(amount > 0) || reversed + amount > total) {
      return error(
        400,
        "invalid_request_error",
        "The reversal would reverse more than the original transaction.",
        undefined,
        "flat_amount",
      );
    }
    const row = {
      id: id("tax"),
      object: "tax.transaction",
      type: "reversal",
      reference,
      amount_total: -amount,
      currency: original.currency,
      reversal: { original_transaction: original.id },
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      metadata: {},
    };
    transactions.push(row);
    return { status: 200, body: row };
  }

  return {
    calculations,
    transactions,
    /** Every calculation answers 500 (Stripe Tax down) while on. */
    failCalculations(value: boolean) {
      failing = value;
    },
    /** Answers a /v1/tax/* request; false when the path is not one of them. */
    handle(method: string, path: string, params: Params, answer: Answer) {
      if (method !== "POST") return false;
      const routes: Record<string, (params: Params) => { status: number; body: unknown }> = {
        "/v1/tax/calculations": calculate,
        "/v1/tax/transactions/create_from_calculation": fromCalculation,
        "/v1/tax/transactions/create_reversal": reversal,
      };
      const route = routes[path];
      if (!route) return false;
      const { status, body } = route(params);
      answer(status, body);
      return true;
    },
  };
}
