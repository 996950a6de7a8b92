// How much one cart line may hold: the cart in the browser clamps to it, the quote's schema refuses
// more. Here, below both modules, so neither imports the other for it.

/** Most of one size and colour (or one platform variant) a single line may hold. */
export const MAX_LINE_QUANTITY = 99;
