// Test helper: inserts catalogue rows with sensible defaults (integration tests only).
import { randomUUID } from "node:crypto";
import { db, schema } from "~/lib/db.server";

type ProductInput = Partial<typeof schema.products.$inferInsert> & { name: string };
type VariantInput = { size: string; color: string; price?: number | null; available?: boolean };

export async function insertProduct(input: ProductInput, variants: VariantInput[] = []) {
  const handle = input.handle ?? `${input.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomUUID().slice(0, 6)}`;
  const [product] = await db
    .insert(schema.products)
    .values({
      category: "tees",
      basePrice: 2500,
      sizes: [...new Set(variants.map((variant) => variant.size))],
      colors: [...new Set(variants.map((variant) => variant.color))],
      imageUrl: `/catalog/${handle}-front.svg`,
      ...input,
      handle,
    })
    .returning();
  if (variants.length) {
    await db.insert(schema.productVariants).values(
      variants.map((variant) => ({
        productId: product!.id,
        size: variant.size,
        color: variant.color,
        price: variant.price ?? null,
        available: variant.available ?? true,
      })),
    );
  }
  return product!;
}
