// The catalogue: products and their size/colour variants (demo, or synced from a partner).
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { cents, createdAt, updatedAt } from "./columns";

/**
 * A product's size table (issue #34): each measurement's range per size, in centimetres (the
 * page converts to inches). From the partner's catalogue (Printful) at sync, or entered by the owner.
 */
export type SizeGuide = {
  source: "partner" | "owner" | "demo";
  /** The sizes the columns follow, in the product's order. */
  sizes: string[];
  /** One row per measurement: per size, [min, max] in cm ([n, n] for one value), or null when not given. */
  measurements: { label: string; values: ([number, number] | null)[] }[];
  /** How to measure, as plain text (the partner's HTML is not kept). */
  howToMeasure: string | null;
};

/**
 * What the owner may change on /admin/products that a partner also sends (decision 062): once
 * changed, a field is the owner's and the catalogue sync leaves it alone. `price` stands for every
 * variant's retail price, `isActive` for visible or hidden.
 */
export const OWNER_FIELDS = ["name", "description", "category", "price", "isActive"] as const;
export type OwnerField = (typeof OWNER_FIELDS)[number];

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    handle: text("handle").notNull().unique(),
    name: text("name").notNull(),
    description: text("description"),
    category: text("category").notNull(),
    basePrice: cents("base_price").notNull(),
    imageUrl: text("image_url"),
    additionalImages: text("additional_images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizes: text("sizes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colors: text("colors")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A synced product's pictures per colour (partner's default first), shown when that colour is picked. */
    colorImages: jsonb("color_images").$type<Record<string, string[]>>().notNull().default({}),
    material: text("material"),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specifications: jsonb("specifications").$type<Record<string, string>>().notNull().default({}),
    careInstructions: text("care_instructions"),
    sizeGuide: jsonb("size_guide").$type<SizeGuide>(),
    /**
     * What one unit costs the shop when no partner reports a base cost (the owner enters it):
     * the margin floor of promotions and the owner's insights use it.
     */
    unitCost: cents("unit_cost"),
    isActive: boolean("is_active").notNull().default(true),
    /** What search engines read instead of the name and description, when the owner set them (decision 062). */
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    /**
     * The fields the owner changed on /admin/products (decision 062): the catalogue sync leaves
     * these alone.
     */
    ownerEdited: text("owner_edited")
      .array()
      .$type<OwnerField[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The product's place among the home page's featured products, as the owner ordered them
     * (decision 067; lowest first); null when the owner did not pick it. The sync never writes it.
     */
    featuredRank: integer("featured_rank"),
    /** Where the product came from: 'demo' or a fulfilment partner's id (the registry's). */
    source: text("source").notNull().default("demo"),
    externalId: text("external_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_active_category_idx").on(t.isActive, t.category),
    uniqueIndex("products_source_external_idx").on(t.source, t.externalId),
  ],
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: text("size").notNull(),
    color: text("color").notNull(),
    /** Overrides the product's base price when set. */
    price: cents("price"),
    available: boolean("available").notNull().default(true),
    sku: text("sku"),
    /** The id of this variant at the product's partner (products.source), for orders and inventory. */
    partnerVariantId: text("partner_variant_id"),
    /** The partner's base cost for one unit of this variant, from the catalogue sync. */
    baseCost: cents("base_cost"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("product_variants_option_idx").on(t.productId, t.size, t.color),
    // The listing's size and colour filters match case-blind (decision 056): these let a filter
    // and each facet's count read only the variants of the chosen options.
    index("product_variants_size_idx").on(sql`lower(${t.size})`),
    index("product_variants_color_idx").on(sql`lower(${t.color})`),
  ],
);
