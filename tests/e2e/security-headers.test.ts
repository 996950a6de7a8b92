// Security headers on the running store: the CSP's nonce is the one on the page's scripts (also
// for a page served from the page cache), pages hydrate without a CSP violation, and the other
// headers are there.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { baseURL, setupBrowser, visit } from "../support/browser";

function nonceIn(policy: string | null) {
  return policy?.match(/'nonce-([^']+)'/)?.[1];
}

describe("security headers", () => {
  const browser = setupBrowser();

  it("puts the CSP nonce on every inline script, a fresh one per response, cached pages included", async () => {
    const probe = `tee-${randomUUID().slice(0, 8)}`;
    for (let round = 0; round < 2; round += 1) {
      // A query no other test uses: the first answer is rendered, the second comes from the page cache.
      const response = await fetch(`${baseURL()}/products?sort=price-asc&q=${probe}`);
      expect(response.headers.get("x-page-cache")).toBe(round === 0 ? "miss" : "hit");
      const policy = response.headers.get("content-security-policy");
      const nonce = nonceIn(policy);
      expect(nonce).toBeDefined();
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts.filter((tag) => !tag.includes("application/ld+json"))) {
        expect(tag).toContain(`nonce="${nonce}"`);
      }
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain("stripe.com");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("geolocation=()");
      // The store runs on http here: no HSTS.
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("puts nosniff and the other headers on static files: scripts, the favicon, catalogue pictures", async () => {
    const home = await (await fetch(`${baseURL()}/`)).text();
    const script = home.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toBeDefined();
    for (const path of [script!, "/favicon.svg", "/catalog/bestie-club-cap-front.svg"]) {
      const response = await fetch(`${baseURL()}${path}`);
      await response.arrayBuffer();
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      // An SVG opened on its own is a document: no script runs in it without the page's nonce.
      expect(response.headers.get("content-security-policy"), path).toContain("object-src 'none'");
    }
  });

  it("hydrates pages under the policy without a violation (a violation is a console error)", async () => {
    const page = await browser.newPage();
    for (const path of ["/", "/products", "/cart", "/auth", "/contact"]) {
      await visit(page, path);
    }
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
  });

  it("sends the headers on refusals too", async () => {
    const response = await fetch(`${baseURL()}/products?q=%00`);
    expect(response.status).toBe(400);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
