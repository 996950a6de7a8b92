// The owner's pages on the real database: today's texts naming the shop until saved, a save read
// back and dated, and the Markdown rendered safely (no raw HTML, no javascript: links).
import { afterEach, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { DEFAULT_SHOP } from "~/modules/settings/index.server";
import { saveStoreSettings } from "~/modules/settings/index.server";
import { markdownHtml, pageContent } from "./markdown.server";
import { loadPage, pageMarkdown, savePageMarkdown } from "./pages.server";

afterEach(async () => {
  await saveStoreSettings({ ...DEFAULT_SHOP });
  await db.delete(schema.storeSettings);
});

describe("the pages' Markdown", () => {
  it("escapes raw HTML and drops javascript: links and images", () => {
    const html = markdownHtml(
      '<script>alert(1)</script>\n\n[click](javascript:alert(1)) [ok](/contact) ![x](https://e.test/a.png) <img src=x onerror="alert(1)">',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("javascript:");
    expect(html).toContain('<a href="/contact">ok</a>');
    expect(html).toContain("&lt;script&gt;");
  });

  it("splits a page into its intro and titled sections; a '# ' heading is a second-level one", () => {
    expect(pageContent("Hello **you**.\n\n## One\n\nText.\n\n# Two\n\n- a\n- b")).toEqual({
      intro: "<p>Hello <strong>you</strong>.</p>",
      sections: [
        { title: "One", html: "<p>Text.</p>" },
        { title: "Two", html: "<ul>\n<li>a</li>\n<li>b</li>\n</ul>" },
      ],
    });
  });
});

describe("the pages", () => {
  it("read as today, naming the shop from the settings, until the owner saves", async () => {
    const about = await loadPage("about");
    expect(about.intro).toContain("softdrop is a soft-pastel streetwear label");
    expect(about.updated).toBeUndefined();
    expect((await loadPage("privacy")).updated).toBe("January 2025");
    await saveStoreSettings({ ...DEFAULT_SHOP, shopName: "Moth & Bloom" });
    const renamed = JSON.stringify([await loadPage("about"), await loadPage("privacy"), await loadPage("terms")]);
    expect(renamed).toContain("Moth &amp; Bloom is a soft-pastel");
    expect(renamed).not.toMatch(/softdrop/i);
  });

  it("shows a save at once, dated today; saving the default text keeps following the name", async () => {
    await savePageMarkdown("returns", "Thirty days, no fuss.\n\n## Refunds\n\nWithin a week.");
    const returns = await loadPage("returns");
    expect(returns.intro).toBe("<p>Thirty days, no fuss.</p>");
    expect(returns.sections).toEqual([{ title: "Refunds", html: "<p>Within a week.</p>" }]);
    const today = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date());
    expect(returns.updated).toBe(today);

    await savePageMarkdown("about", await pageMarkdown("about"));
    await saveStoreSettings({ ...DEFAULT_SHOP, shopName: "Moth & Bloom" });
    expect(await pageMarkdown("about")).toContain("Moth & Bloom started with a simple idea");
    expect((await loadPage("about")).updated).toBe(today);
  });
});
