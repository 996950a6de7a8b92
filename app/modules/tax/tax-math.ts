// The tax on one amount at one rate, in whole cents (decision 064): rounded per line, half up.
// Prices that include tax keep the shown price; the net is derived from it and the tax is the rest.

/** A rate in percent as integer millionths of the whole (7.25 % is 72 500): no float in the money. */
const millionths = (percent: number) => Math.round(percent * 10_000);

/** The tax a line of `amount` cents owes at `percent`; `included`: the amount already holds it. */
export function taxOn(amount: number, percent: number, included: boolean): number {
  if (amount <= 0 || percent <= 0) return 0;
  const rate = millionths(percent);
  if (!included) return Math.round((amount * rate) / 1_000_000);
  const net = Math.round((amount * 1_000_000) / (1_000_000 + rate));
  return amount - net;
}

/** "7.25 %", "20 %": the rate as the summary shows it (no trailing zeros). */
export const formatRate = (percent: number) => `${Number(percent.toFixed(4))} %`;
