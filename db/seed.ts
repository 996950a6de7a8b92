// Loads the demo catalogue: on a fresh store's first start, or on demand with `npm run db:seed`.
import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { and, eq, inArray, lt, notExists, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { closeDb, db, type Db, migrate } from "~/lib/db.server";
import { guideFor } from "~/lib/size-guide";
import { demoCatalogue, demoImageUrls, demoVariants } from "./demo-catalogue";
import { DEMO_SIZE_GUIDES } from "./demo-catalogue/size-guides";
import { orderItems, products, productVariants } from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The value the conflicting INSERT row proposed for a column. */
const proposed = (column: AnyPgColumn): SQL => sql.raw(`excluded."${column.name}"`);

export type SeedSummary = { products: number; active: number; variants: number };

/**
 * Upserts every demo product by handle and its variants by size and colour, in one transaction.
 * Running it again updates the same rows. Products synced from a partner under the same handle
 * are left alone, and a variant that an order points at is never deleted.
 */
export async function seedDemoCatalogue(database: Db): Promise<SeedSummary> {
  const now = Date.now();
  const summary = await database.transaction(async (tx) => {
    const saved = await tx
      .insert(products)
      .values(
        demoCatalogue.map((product) => {
          const [imageUrl, ...additionalImages] = demoImageUrls(product);
          return {
            handle: product.handle,
            name: product.name,
            description: product.description,
            category: product.category,
            basePrice: product.basePrice,
            imageUrl,
            additionalImages,
            sizes: product.sizes,
            colors: product.colors,
            material: product.material,
            features: product.features,
            specifications: product.specifications,
            careInstructions: product.careInstructions,
            sizeGuide: DEMO_SIZE_GUIDES[product.category]
              ? guideFor(DEMO_SIZE_GUIDES[product.category]!, product.sizes)
              : null,
            isActive: product.isActive ?? true,
            source: "demo",
            createdAt: new Date(now - product.daysAgo * DAY_MS),
          };
        }),
      )
      .onConflictDoUpdate({
        target: products.handle,
        set: {
          name: proposed(products.name),
          description: proposed(products.description),
          category: proposed(products.category),
          basePrice: proposed(products.basePrice),
          imageUrl: proposed(products.imageUrl),
          additionalImages: proposed(products.additionalImages),
          sizes: proposed(products.sizes),
          colors: proposed(products.colors),
          material: proposed(products.material),
          features: proposed(products.features),
          specifications: proposed(products.specifications),
          careInstructions: proposed(products.careInstructions),
          // The owner's own table stays (issue #34); the demo's follows the demo.
          sizeGuide: sql`case when ${products.sizeGuide}->>'source' = 'owner' then ${products.sizeGuide} else ${proposed(products.sizeGuide)} end`,
          isActive: proposed(products.isActive),
          updatedAt: sql`now()`,
        },
        setWhere: eq(products.source, "demo"),
      })
      .returning({ id: products.id, handle: products.handle });

    const idByHandle = new Map(saved.map((row) => [row.handle, row.id]));
    const variantRows = demoCatalogue.flatMap((product) => {
      const productId = idByHandle.get(product.handle);
      return productId ? demoVariants(product).map((variant) => ({ productId, ...variant })) : [];
    });
    if (variantRows.length > 0) {
      await tx
        .insert(productVariants)
        .values(variantRows)
        .onConflictDoUpdate({
          target: [productVariants.productId, productVariants.size, productVariants.color],
          set: {
            price: proposed(productVariants.price),
            available: proposed(productVariants.available),
            sku: proposed(productVariants.sku),
            updatedAt: sql`now()`,
          },
        });
    }

    // Variants this run did not write (their updated_at predates the transaction) are gone from
    // the catalogue: delete them, or mark them unavailable when an order still points at them.
    const ids = [...idByHandle.values()];
    if (ids.length > 0) {
      const stale = and(inArray(productVariants.productId, ids), lt(productVariants.updatedAt, sql`now()`));
      await tx
        .delete(productVariants)
        .where(and(stale, notExists(tx.select().from(orderItems).where(eq(orderItems.variantId, productVariants.id)))));
      await tx.update(productVariants).set({ available: false }).where(stale);
    }

    return {
      products: saved.length,
      active: demoCatalogue.filter((product) => idByHandle.has(product.handle) && product.isActive !== false).length,
      variants: variantRows.length,
    };
  });
  return summary;
}

/** Seeds the demo catalogue only when the store has no products at all. */
export async function seedIfEmpty(database: Db = db): Promise<SeedSummary | undefined> {
  const existing = await database.select({ id: products.id }).from(products).limit(1);
  if (existing.length > 0) return undefined;
  return seedDemoCatalogue(database);
}

function runDirectly() {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

/** `npm run db:seed`: migrate, seed, report, close. */
async function main() {
  try {
    await migrate();
    const summary = await seedDemoCatalogue(db);
    console.log(
      `Seeded the demo catalogue: ${summary.products} products (${summary.active} active), ${summary.variants} variants.`,
    );
  } catch (error) {
    console.error("Seeding failed:", error);
    process.exitCode = 1;
  } finally {
    await closeDb();
  }
}

// Not awaited at the top level: this module is also bundled into the server, which only imports it.
if (runDirectly()) void main();
