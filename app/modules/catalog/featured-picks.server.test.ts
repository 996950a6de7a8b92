// The owner's featured products on a real database (decision 067): picks in the owner's order
// first on the home page's sort, today's rule without picks, moves and removal renumbering, and
// refusals (a hidden product, a fifth pick, a product picked twice) that change nothing.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { nativeCatalog } from "~/commerce/index.server";
import { db, schema } from "~/lib/db.server";
import { insertProduct } from "../../../tests/support/catalogue-fixtures";
import { changeFeatured, featuredCandidates, featuredPicks } from "./index.server";

const names = async () => (await featuredPicks()).map((pick) => pick.name);
const homeFour = async () =>
  (await nativeCatalog.listProducts({ sort: "featured", pageSize: 4 })).products.map((product) => product.name);

let ids: Record<string, string> = {};

beforeAll(async () => {
  for (const name of ["Pick Alpha", "Pick Bravo", "Pick Charlie", "Pick Delta", "Pick Echo"]) {
    ids[name] = (await insertProduct({ name, createdAt: new Date("2020-01-01") })).id;
  }
  ids = { ...ids, hidden: (await insertProduct({ name: "Pick Hidden", isActive: false })).id };
});

describe("featured products", () => {
  it("without picks the home page keeps today's choice", async () => {
    expect(await names()).toEqual([]);
    // One category, one day: today's rule orders them by name.
    expect(await homeFour()).toEqual(["Pick Alpha", "Pick Bravo", "Pick Charlie", "Pick Delta"]);
  });

  it("shows the owner's picks first, in the owner's order, and moves them", async () => {
    for (const name of ["Pick Charlie", "Pick Alpha", "Pick Delta"]) {
      expect(await changeFeatured("add", ids[name]!)).toMatchObject({ ok: true, message: `${name} is featured` });
    }
    expect(await names()).toEqual(["Pick Charlie", "Pick Alpha", "Pick Delta"]);
    expect((await homeFour()).slice(0, 3)).toEqual(["Pick Charlie", "Pick Alpha", "Pick Delta"]);
    // The fourth card: today's rule fills what the owner left.
    expect((await homeFour())[3]).toBe("Pick Bravo");

    await changeFeatured("up", ids["Pick Delta"]!);
    expect(await names()).toEqual(["Pick Charlie", "Pick Delta", "Pick Alpha"]);
    await changeFeatured("down", ids["Pick Charlie"]!);
    expect(await names()).toEqual(["Pick Delta", "Pick Charlie", "Pick Alpha"]);
    // Off the ends: nothing moves.
    expect(await changeFeatured("up", ids["Pick Delta"]!)).toMatchObject({ ok: true });
    expect(await names()).toEqual(["Pick Delta", "Pick Charlie", "Pick Alpha"]);
    expect((await homeFour()).slice(0, 3)).toEqual(["Pick Delta", "Pick Charlie", "Pick Alpha"]);

    await changeFeatured("remove", ids["Pick Charlie"]!);
    expect(await names()).toEqual(["Pick Delta", "Pick Alpha"]);
    const ranks = await db
      .select({ name: schema.products.name, rank: schema.products.featuredRank })
      .from(schema.products)
      .where(eq(schema.products.id, ids["Pick Alpha"]!));
    expect(ranks).toEqual([{ name: "Pick Alpha", rank: 2 }]);
    expect((await featuredCandidates()).map((candidate) => candidate.name)).toContain("Pick Charlie");
  });

  it("refuses a hidden product, a product picked twice and a fifth pick, changing nothing", async () => {
    expect(await changeFeatured("add", ids.hidden!)).toEqual({ ok: false, message: "Choose a visible product" });
    expect(await changeFeatured("add", ids["Pick Alpha"]!)).toEqual({
      ok: false,
      message: "That product is featured already",
    });
    await changeFeatured("add", ids["Pick Bravo"]!);
    await changeFeatured("add", ids["Pick Charlie"]!);
    expect(await changeFeatured("add", ids["Pick Echo"]!)).toEqual({
      ok: false,
      message: "The home page shows 4 products: take one off first",
    });
    expect(await changeFeatured("remove", ids["Pick Echo"]!)).toEqual({
      ok: false,
      message: "That product is not featured",
    });
    expect(await changeFeatured("add", "not-an-id")).toEqual({ ok: false, message: "Choose a product" });
    expect(await names()).toEqual(["Pick Delta", "Pick Alpha", "Pick Bravo", "Pick Charlie"]);
  });

  it("a hidden pick leaves the home page but keeps its place for when it shows again", async () => {
    await db.update(schema.products).set({ isActive: false }).where(eq(schema.products.id, ids["Pick Alpha"]!));
    expect((await homeFour()).slice(0, 3)).toEqual(["Pick Delta", "Pick Bravo", "Pick Charlie"]);
    expect((await featuredPicks()).find((pick) => pick.name === "Pick Alpha")?.isActive).toBe(false);
  });
});
