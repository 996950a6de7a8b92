// What an ordered product list's forms post (featured products, a collection's): the action and the product.
import { z } from "zod";

export const orderedProductsSchema = z.object({
  intent: z.enum(["add", "up", "down", "remove"], { message: "Unknown action" }),
  productId: z.string().uuid("Choose a product"),
});
