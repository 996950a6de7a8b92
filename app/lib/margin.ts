// The margin floor (decision 044): the least a unit may sell for over its cost. Promotions cap
// their discounts at it; the owner's product prices below it need a confirm (decision 062).

/** The least a line may be sold for: cost plus the minimum margin, rounded up to the cent. */
export function floorUnitPrice(unitCost: number | null, minMarginPercent: number): number {
  if (unitCost === null || unitCost <= 0) return 0;
  return Math.ceil((unitCost * (100 + minMarginPercent)) / 100);
}

/** The margin a price leaves over its cost, in whole percent of the cost (the fraction dropped); null when the cost is unknown. */
export function marginPercent(price: number, unitCost: number | null): number | null {
  if (unitCost === null || unitCost <= 0) return null;
  return Math.trunc(((price - unitCost) * 100) / unitCost);
}
