// The owner's products on a real database (decision 062): the form's checks (fields, the margin
// floor's confirm), the save and what it marks as the owner's, hiding a product everywhere a
// shopper looks, the search-engine fields, and the paged, searchable list with costs and margins.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { nativeCatalog } from "~/commerce/index.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { fieldErrorsOf } from "~/lib/forms";
import { insertProduct } from "../../../tests/support/catalogue-fixtures";
import { productMeta } from "./product-seo";
import {
  listOwnerProducts,
  loadOwnerProduct,
  ownerDraftFromForm,
  ownerProductFieldOf,
  ownerProductSchema,
  saveOwnerProduct,
} from "./index.server";

let productId: string;
let blackM: string;
let whiteM: string;

beforeAll(async () => {
  Object.assign(env, { MIN_MARGIN_PERCENT: 30 });
  const product = await insertProduct(
    { name: "Owner Test Tee", handle: "owner-test-tee", description: "<p>Soft <strong>cotton</strong>.</p>" },
    [
      { size: "M", color: "Black", price: 2500 },
      { size: "M", color: "White", price: 2600 },
    ],
  );
  productId = product.id;
  const variants = await db
    .select()
    .from(schema.productVariants)
    .where(eq(schema.productVariants.productId, productId));
  blackM = variants.find((v) => v.color === "Black")!.id;
  whiteM = variants.find((v) => v.color === "White")!.id;
  await db.update(schema.productVariants).set({ baseCost: 1154 }).where(eq(schema.productVariants.id, blackM));
});

/** The form as the browser posts it: the product as stored, then the changes. */
async function post(changes: Record<string, string | undefined>) {
  const loaded = (await loadOwnerProduct(productId))!;
  const { product, context } = loaded;
  const fields: Record<string, string | undefined> = {
    name: product.name,
    description: product.description,
    category: product.category,
    visible: product.visible ? "on" : undefined,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    ...Object.fromEntries(context.variants.map((v) => [`price-${v.id}`, (v.price / 100).toFixed(2)])),
    ...changes,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  const parsed = ownerProductSchema(context).safeParse(ownerDraftFromForm(form, context.variants));
  if (!parsed.success) return { errors: fieldErrorsOf(parsed.error, ownerProductFieldOf) };
  await saveOwnerProduct(loaded, parsed.data);
  return { errors: undefined };
}

const row = async () => (await db.select().from(schema.products).where(eq(schema.products.id, productId)))[0]!;

describe("the owner's product form", () => {
  it("shows the description as the text the owner types", async () => {
    expect((await loadOwnerProduct(productId))!.product.description).toBe("Soft **cotton**.");
  });

  it("refuses bad fields at their fields and saves nothing", async () => {
    const before = await row();
    const { errors } = await post({
      name: " ",
      category: "spaceships",
      [`price-${whiteM}`]: "12.345",
      seoTitle: "x".repeat(71),
    });
    expect(errors).toEqual({
      name: "Enter the product's name.",
      category: "Choose one of the shop's categories.",
      [`price-${whiteM}`]: "M / White price must be an amount like 12.50",
      seoTitle: "Use at most 70 characters.",
    });
    expect(await row()).toEqual(before);
  });

  it("asks for a confirm naming the margin before a price below cost plus the floor", async () => {
    // Cost $11.54, floor 30%: $15.01 is the least without a confirm; $12.00 leaves a 3% margin.
    const { errors } = await post({ [`price-${blackM}`]: "12.00" });
    expect(errors).toEqual({
      [`confirm-${blackM}`]: "Sell M / Black at $12.00, a 3% margin, below the 30% floor: tick to confirm.",
    });
    expect((await post({ [`price-${blackM}`]: "15.01" })).errors).toBeUndefined();
    expect((await post({ [`price-${blackM}`]: "12.00", [`confirm-${blackM}`]: "on" })).errors).toBeUndefined();
    const variant = (await db.select().from(schema.productVariants).where(eq(schema.productVariants.id, blackM)))[0]!;
    expect(variant.price).toBe(1200);
    expect(await row()).toMatchObject({ basePrice: 1200, ownerEdited: ["price"] });
  });

  it("marks only what changed, and the product page's meta reads the search-engine fields", async () => {
    await post({
      description: "Heavy cotton.\n\n- Boxy fit",
      seoTitle: "Moth tee for night owls",
      seoDescription: "A boxy tee.",
    });
    expect(await row()).toMatchObject({
      description: "<p>Heavy cotton.</p><ul><li>Boxy fit</li></ul>",
      ownerEdited: ["price", "description"],
      name: "Owner Test Tee",
    });
    const detail = (await nativeCatalog.getProduct("owner-test-tee"))!;
    const meta = productMeta(detail, "https://shop.test", { name: "softdrop", titleSuffix: "softdrop" });
    expect(meta).toContainEqual({ title: "Moth tee for night owls" });
    expect(meta).toContainEqual({ name: "description", content: "A boxy tee." });
  });

  it("hides a product from the listing, search, its page and the sitemap; a cart holding it is told", async () => {
    expect((await post({ visible: undefined })).errors).toBeUndefined();
    expect(await row()).toMatchObject({ isActive: false, ownerEdited: ["price", "description", "isActive"] });
    expect(await nativeCatalog.getProduct("owner-test-tee")).toBeNull();
    const listed = await nativeCatalog.listProducts({ pageSize: 100 });
    expect(listed.products.map((p) => p.handle)).not.toContain("owner-test-tee");
    const searched = await nativeCatalog.listProducts({ q: "Owner Test" });
    expect(searched.products).toEqual([]);
    expect((await nativeCatalog.listSitemapEntries()).map((e) => e.handle)).not.toContain("owner-test-tee");
    const [line] = await nativeCatalog.priceCartLines([{ productId, size: "M", color: "Black", quantity: 1 }]);
    expect(line).toMatchObject({ status: "inactive", unitPrice: null });
    // The owner still finds it.
    const list = await listOwnerProducts({ q: "owner-test", page: 1 });
    expect(list.products).toEqual([
      expect.objectContaining({
        name: "Owner Test Tee",
        isActive: false,
        partner: "Demo catalogue",
        price: { low: 1200, high: 2600 },
        cost: { low: 1154, high: 1154 },
        margin: 3,
      }),
    ]);
  });
});

describe("the owner's product list", () => {
  it("pages 20 at a time and searches names and handles; an unknown cost is no cost", async () => {
    for (let i = 0; i < 23; i += 1) await insertProduct({ name: `Paging Crew ${String(i).padStart(2, "0")}` });
    const first = await listOwnerProducts({ q: "paging crew", page: 1 });
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 2 });
    expect(first.products).toHaveLength(20);
    expect(first.products[0]).toMatchObject({ name: "Paging Crew 00", cost: null, margin: null, isActive: true });
    const second = await listOwnerProducts({ q: "paging crew", page: 2 });
    expect(second.products.map((p) => p.name)).toEqual(["Paging Crew 20", "Paging Crew 21", "Paging Crew 22"]);
    expect((await listOwnerProducts({ q: "paging-crew-07", page: 1 })).products.map((p) => p.name)).toEqual([
      "Paging Crew 07",
    ]);
    expect((await listOwnerProducts({ q: "100%", page: 1 })).total).toBe(0);
  });
});
