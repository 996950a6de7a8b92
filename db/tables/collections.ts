// Collections (decision 067): an owner's named, ordered set of products with a page of its own
// (/collections/:slug), shown in the header or the footer when the owner says so. Native mode.
import { boolean, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalogue";
import { createdAt, updatedAt } from "./columns";

export const collections = pgTable("collections", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** Plain text, shown under the page's heading and as its meta description. */
  description: text("description").notNull().default(""),
  inHeader: boolean("in_header").notNull().default(false),
  inFooter: boolean("in_footer").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const collectionProducts = pgTable(
  "collection_products",
  {
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The owner's order, 1..n within the collection. */
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);
