// An order's number as customers and emails show it.

/** docs/spec.md: an order is shown by the first 8 characters of its id, uppercased. */
export function shortOrderId(id: string) {
  return id.slice(0, 8).toUpperCase();
}
