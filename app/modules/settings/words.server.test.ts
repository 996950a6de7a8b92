// The shop's words on the real database: today's words until saved (those naming the shop follow a
// rename), a save read back at once, and the form's rules (https links only, addresses).
import { afterEach, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { getCachedPage, pageCacheGeneration, storeCachedPage } from "~/lib/page-cache.server";
import { saveStoreSettings, saveWords, shopMailIdentity, storeWords, wordDefaults } from "./settings.server";
import { DEFAULT_SHOP } from "./shop-defaults";
import { senderOf } from "./shop-identity";
import { socialLinks } from "./words";
import { wordsSchema } from "./words.schema";

afterEach(async () => {
  await saveStoreSettings({ ...DEFAULT_SHOP });
  await db.delete(schema.storeSettings);
});

describe("the shop's words", () => {
  it("are today's until saved, and those naming the shop follow a rename", async () => {
    const words = await storeWords();
    expect(words).toMatchObject({
      heroHeading: "express yourself, no rules, just style",
      heroPrimaryLabel: "Shop Now",
      newsletterHeading: "Join the softdrop club",
      copyrightName: "softdrop",
      senderName: "softdrop",
    });
    expect(socialLinks(words).map((link) => link.name)).toEqual(["Instagram", "TikTok", "Pinterest"]);
    await saveWords({ ...words, heroHeading: "Knits for night owls" });
    await saveStoreSettings({ ...DEFAULT_SHOP, shopName: "Moth & Bloom" });
    expect(await storeWords()).toMatchObject({
      heroHeading: "Knits for night owls",
      newsletterHeading: "Join the Moth & Bloom club",
      copyrightName: "Moth & Bloom",
      senderName: "Moth & Bloom",
    });
    const [row] = await db.select().from(schema.storeSettings);
    expect(row!.words).toEqual({ heroHeading: "Knits for night owls" });
  });

  it("empties the page cache on save and gives the emails their sender", async () => {
    storeCachedPage("/", { status: 200, headers: [], body: Buffer.from("old") }, pageCacheGeneration());
    const words = { ...wordDefaults("softdrop"), senderName: "Moth Team", senderAddress: "hi@moth.example" };
    await saveWords(words);
    expect(getCachedPage("/")).toBeUndefined();
    expect(senderOf(await shopMailIdentity())).toEqual({ fromName: "Moth Team", fromAddress: "hi@moth.example" });
  });
});

describe("the words form's schema", () => {
  const errorsOf = (input: object) => {
    const parsed = wordsSchema.safeParse({ ...wordDefaults("softdrop"), ...input });
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  it("takes only https social links, and an empty one", () => {
    expect(errorsOf({ x: "", youtube: "https://www.youtube.com/@moth" })).toEqual({});
    expect(errorsOf({ x: "javascript:alert(1)" })).toEqual({
      x: "Enter the X address starting with https://, or leave it empty",
    });
    expect(errorsOf({ instagram: "http://instagram.com/moth" })).toHaveProperty("instagram");
  });

  it("refuses an empty heading, a bad address and a header-breaking sender name, each at its field", () => {
    expect(errorsOf({ heroHeading: "  " })).toEqual({ heroHeading: "Enter the hero's heading" });
    expect(errorsOf({ contactEmail: "nope" })).toEqual({
      contactEmail: "Enter the contact email as an email address, like hello@example.com",
    });
    expect(errorsOf({ senderName: "Moth <evil@x.test>" })).toHaveProperty("senderName");
    expect(errorsOf({ heroSubline: "", contactPhone: "", contactHours: "" })).toEqual({});
  });
});
