// The store settings on the real database: today's texts until the owner saves, a save read back
// at once (the in-process cache and the page cache are cleared), and the form's rules.
import { afterEach, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { getCachedPage, storeCachedPage, pageCacheGeneration } from "~/lib/page-cache.server";
import { shopSettingsSchema } from "./settings.schema";
import { DEFAULT_SHOP } from "./shop-defaults";
import { saveStoreSettings, shopSettingsIdentity, storeSettings } from "./settings.server";
import { nameWithTagline, orderEmailSignOff, pageTitle } from "./shop-identity";

const moth = {
  shopName: "Moth & Bloom",
  tagline: "night-garden knits",
  seoTitleSuffix: "Moth & Bloom shop",
  seoDescription: "Knitwear for night owls.",
};

afterEach(async () => {
  await saveStoreSettings({ ...DEFAULT_SHOP });
  await db.delete(schema.storeSettings);
});

describe("store settings", () => {
  it("reads today's texts when nothing was saved", async () => {
    const shop = await shopSettingsIdentity();
    expect(shop).toEqual({
      name: "softdrop",
      tagline: "express yourself, no rules, just style",
      titleSuffix: "softdrop",
      description: "Soft pastel streetwear, printed on demand: tees, hoodies, caps and more.",
    });
    expect(nameWithTagline(shop)).toBe("softdrop — express yourself, no rules, just style");
    expect(orderEmailSignOff(shop)).toBe("express yourself, no rules, just style. softdrop");
  });

  it("shows a save on the next read, although the old value was cached", async () => {
    expect((await storeSettings()).shopName).toBe("softdrop");
    await saveStoreSettings(moth);
    expect(await storeSettings()).toEqual(moth);
    await saveStoreSettings({ ...moth, shopName: "Moth & Bloom Two" });
    expect((await shopSettingsIdentity()).name).toBe("Moth & Bloom Two");
    expect(await db.select().from(schema.storeSettings)).toHaveLength(1);
  });

  it("empties the page cache on save, so no page with the old name is served", async () => {
    storeCachedPage("/", { status: 200, headers: [], body: Buffer.from("softdrop") }, pageCacheGeneration());
    expect(getCachedPage("/")).toBeDefined();
    await saveStoreSettings(moth);
    expect(getCachedPage("/")).toBeUndefined();
  });

  it("ends titles with the shop's name when the suffix is left empty", async () => {
    await saveStoreSettings({ ...moth, seoTitleSuffix: "" });
    const root = { id: "root", data: { shop: await shopSettingsIdentity() } };
    expect(pageTitle([root], "Shop All")).toEqual({ title: "Shop All — Moth & Bloom" });
  });
});

describe("the settings form's schema", () => {
  const errorsOf = (input: object) => {
    const parsed = shopSettingsSchema.safeParse({ ...moth, ...input });
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  it("trims the values", () => {
    expect(shopSettingsSchema.parse({ ...moth, shopName: "  Moth & Bloom  " }).shopName).toBe("Moth & Bloom");
  });

  it("refuses an empty name or description, each at its field", () => {
    expect(errorsOf({ shopName: "   " })).toEqual({ shopName: "Enter the shop's name" });
    expect(errorsOf({ seoDescription: "" })).toEqual({ seoDescription: "Enter the description" });
    expect(errorsOf({ tagline: "", seoTitleSuffix: "" })).toEqual({});
  });

  it("holds each field to its length", () => {
    expect(errorsOf({ shopName: "x".repeat(61) })).toEqual({
      shopName: "Keep the shop's name to 60 characters or fewer",
    });
    expect(errorsOf({ shopName: "x".repeat(60), tagline: "x".repeat(120) })).toEqual({});
    expect(errorsOf({ tagline: "x".repeat(121) })).toHaveProperty("tagline");
    expect(errorsOf({ seoTitleSuffix: "x".repeat(61) })).toHaveProperty("seoTitleSuffix");
    expect(errorsOf({ seoDescription: "x".repeat(161) })).toHaveProperty("seoDescription");
  });
});
