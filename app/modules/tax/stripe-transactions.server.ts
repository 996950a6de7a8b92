// TAX=stripe after the quote (decision 064): the sale recorded from its calculation once paid, and
// a reversal of each refund's amount. The payments module calls these from its jobs.
import { configuredStripe } from "~/integrations/stripe/client.server";
import { createTaxTransaction, reverseTaxTransaction } from "~/integrations/stripe/tax.server";

/** The sale, under the order's id as its reference: the transaction's id. */
export const recordTaxSale = (calculationId: string, orderId: string) =>
  createTaxTransaction(configuredStripe(), calculationId, orderId);

/** A refund of `amount` cents (tax included) reversed on the order's transaction. */
export const reverseTaxSale = (transactionId: string, refundId: string, amount: number) =>
  reverseTaxTransaction(configuredStripe(), { transaction: transactionId, reference: `refund_${refundId}`, amount });
