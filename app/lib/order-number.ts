// An order's number as customers and emails show it.

/** docs/spec.md: an order is shown by the first 8 characters of its id, uppercased. */
export function shortOrderId(id: string) {
  return id.slice(0, 8).toUpperCase();
}

/** The page a paid checkout lands on; a guest's carries their order link's key (decision 065). */
export function orderSuccessPath(orderId: string, linkKey?: string | null) {
  return `/order-success?orderId=${orderId}${linkKey ? `&key=${encodeURIComponent(linkKey)}` : ""}`;
}
