// An ordered product list's forms (featured products, a collection's): what they post, and the
// order a move or a removal leaves, the same for every such list.
import { z } from "zod";

export const orderedProductsSchema = z.object({
  intent: z.enum(["add", "up", "down", "remove"], { message: "Unknown action" }),
  productId: z.string().uuid("Choose a product"),
});

export type OrderedChange = z.infer<typeof orderedProductsSchema>["intent"];

/**
 * The list after moving `id` up or down or removing it; null when `id` is not in the list. A move
 * past either end leaves the list as it was.
 */
export function reorderedIds(ids: string[], intent: Exclude<OrderedChange, "add">, id: string): string[] | null {
  const at = ids.indexOf(id);
  if (at === -1) return null;
  const order = [...ids];
  if (intent === "remove") {
    order.splice(at, 1);
    return order;
  }
  const to = intent === "up" ? at - 1 : at + 1;
  if (to < 0 || to >= order.length) return order;
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order;
}
