// Collections on a real database (decision 067): the form's checks, a slug used twice refused,
// products in the owner's order on the collection's listing (sorts and pages too), a hidden
// product leaving the page, the header's and footer's links and the sitemap's paths.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { nativeCatalog } from "~/commerce/index.server";
import { db, schema } from "~/lib/db.server";
import { insertProduct } from "../../../tests/support/catalogue-fixtures";
import { collectionSchema } from "./collection.schema";
import {
  changeCollectionProducts,
  collectionBySlug,
  collectionNavLinks,
  collectionSitemapPaths,
  deleteCollection,
  listCollections,
  loadCollection,
  readCollectionForm,
  saveCollection,
} from "./index.server";

const ids: Record<string, string> = {};
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};
const pageOf = async (collectionId: string, sort: "featured" | "price-asc" = "featured", page = 1, pageSize = 20) =>
  (await nativeCatalog.listProducts({ collectionId, sort, page, pageSize })).products.map((product) => product.name);

beforeAll(async () => {
  for (const [name, basePrice] of [
    ["Coll Anchor Tee", 3000],
    ["Coll Beacon Tee", 1000],
    ["Coll Comet Tee", 2000],
    ["Coll Outside Tee", 1500],
  ] as const) {
    ids[name] = (await insertProduct({ name, basePrice })).id;
  }
});

describe("collections", () => {
  it("checks the form: a name, a web address of lowercase words, a short description", () => {
    const bad = readCollectionForm(form({ name: " ", slug: "Summer Tees!", description: "x".repeat(501) }));
    expect(bad).toMatchObject({
      ok: false,
      values: { slug: "Summer Tees!", inHeader: false },
      errors: {
        name: "Enter the collection's name",
        slug: "Use lowercase letters, digits and single hyphens, like summer-tees",
        description: "Descriptions are at most 500 characters",
      },
    });
    expect(readCollectionForm(form({ name: "Summer", slug: "Summer-Tees", description: "", inFooter: "on" }))).toEqual({
      ok: true,
      input: { name: "Summer", slug: "summer-tees", description: "", inHeader: false, inFooter: true },
    });
    expect(collectionSchema.safeParse({ name: "A", slug: "a--b", description: "" }).success).toBe(false);
  });

  it("keeps products in the owner's order, sorts and pages them, and leaves hidden ones out", async () => {
    const saved = await saveCollection({
      name: "Night Sky",
      slug: "night-sky",
      description: "Tees for stargazers",
      inHeader: true,
      inFooter: false,
    });
    expect(saved.ok).toBe(true);
    const id = saved.ok ? saved.id : "";
    expect(
      await saveCollection({ name: "Copy", slug: "night-sky", description: "", inHeader: false, inFooter: false }),
    ).toEqual({
      ok: false,
      field: "slug",
      message: "Another collection has this web address",
    });
    for (const name of ["Coll Comet Tee", "Coll Anchor Tee", "Coll Beacon Tee"]) {
      expect(await changeCollectionProducts(id, "add", ids[name]!)).toEqual({
        ok: true,
        message: `${name} is in the collection`,
      });
    }
    expect(await changeCollectionProducts(id, "add", ids["Coll Anchor Tee"]!)).toEqual({
      ok: false,
      message: "That product is in the collection already",
    });
    expect(await pageOf(id)).toEqual(["Coll Comet Tee", "Coll Anchor Tee", "Coll Beacon Tee"]);
    await changeCollectionProducts(id, "up", ids["Coll Beacon Tee"]!);
    expect(await pageOf(id)).toEqual(["Coll Comet Tee", "Coll Beacon Tee", "Coll Anchor Tee"]);
    expect(await pageOf(id, "price-asc")).toEqual(["Coll Beacon Tee", "Coll Comet Tee", "Coll Anchor Tee"]);
    expect(await pageOf(id, "featured", 2, 2)).toEqual(["Coll Anchor Tee"]);

    const loaded = await loadCollection(id);
    expect(loaded?.items.map((item) => item.name)).toEqual(["Coll Comet Tee", "Coll Beacon Tee", "Coll Anchor Tee"]);
    expect(loaded?.candidates.map((candidate) => candidate.name)).toContain("Coll Outside Tee");
    expect(loaded?.candidates.map((candidate) => candidate.name)).not.toContain("Coll Comet Tee");

    await db.update(schema.products).set({ isActive: false }).where(eq(schema.products.id, ids["Coll Beacon Tee"]!));
    expect(await pageOf(id)).toEqual(["Coll Comet Tee", "Coll Anchor Tee"]);
    expect(await changeCollectionProducts(id, "add", ids["Coll Beacon Tee"]!)).toMatchObject({ ok: false });

    await changeCollectionProducts(id, "remove", ids["Coll Comet Tee"]!);
    const positions = await db
      .select({ position: schema.collectionProducts.position })
      .from(schema.collectionProducts)
      .where(eq(schema.collectionProducts.collectionId, id))
      .orderBy(schema.collectionProducts.position);
    expect(positions.map((row) => row.position)).toEqual([1, 2]);
    expect((await listCollections()).find((row) => row.id === id)).toMatchObject({ name: "Night Sky", products: 2 });
  });

  it("links the owner's choice from the header and footer, lists every collection in the sitemap, and deletes", async () => {
    const night = await collectionBySlug("night-sky");
    const saved = await saveCollection({
      name: "Cozy",
      slug: "cozy",
      description: "",
      inHeader: false,
      inFooter: true,
    });
    expect(await collectionNavLinks()).toEqual({
      header: [{ label: "Night Sky", to: "/collections/night-sky" }],
      footer: [{ label: "Cozy", to: "/collections/cozy" }],
    });
    expect(await collectionSitemapPaths()).toEqual(["/collections/cozy", "/collections/night-sky"]);
    expect(await collectionBySlug("no such thing!")).toBeNull();
    await deleteCollection(night!.id);
    expect(await collectionBySlug("night-sky")).toBeNull();
    expect((await collectionNavLinks()).header).toEqual([]);
    expect(saved.ok).toBe(true);
  });
});
