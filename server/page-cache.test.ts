import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  clearPageCache,
  getCachedPage,
  PAGE_CACHE_MAX_TOTAL_BYTES,
  pageCacheGeneration,
  pageCacheSize,
  storeCachedPage,
} from "~/lib/page-cache.server";
import { pageCache } from "./page-cache";

let renders = 0;
let baseURL = "";
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(pageCache());
  app.get("/public", (_req, res) => {
    renders++;
    res.setHeader("Cache-Control", "public, s-maxage=60");
    res.type("html");
    res.write("<p>render ");
    res.end(`${renders}</p>`);
  });
  app.get("/private", (_req, res) => {
    renders++;
    res.setHeader("Cache-Control", "private, no-store");
    res.send(`render ${renders}`);
  });
  app.get("/sets-cookie", (_req, res) => {
    renders++;
    res.setHeader("Cache-Control", "public, s-maxage=60");
    res.cookie("a", "b").send(`render ${renders}`);
  });
  app.get("/missing", (_req, res) => {
    renders++;
    res.setHeader("Cache-Control", "public, s-maxage=60");
    res.status(404).send(`render ${renders}`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());
beforeEach(() => clearPageCache());

async function get(path: string, cookie?: string) {
  const response = await fetch(baseURL + path, { headers: cookie ? { Cookie: cookie } : {} });
  return {
    body: await response.text(),
    cache: response.headers.get("x-page-cache"),
    type: response.headers.get("content-type"),
  };
}

describe("page cache", () => {
  it("renders a public page once and serves the same bytes after", async () => {
    const first = await get("/public");
    const second = await get("/public");
    expect(first.cache).toBe("miss");
    expect(second).toEqual({ ...first, cache: "hit" });
  });

  it("keys pages by their full URL, query included", async () => {
    const a = await get("/public?sort=newest");
    const b = await get("/public?sort=price-asc");
    expect(a.body).not.toBe(b.body);
    expect(b.cache).toBe("miss");
  });

  it("renders again after the catalogue clears the cache", async () => {
    const before = await get("/public");
    clearPageCache();
    const after = await get("/public");
    expect(after.cache).toBe("miss");
    expect(after.body).not.toBe(before.body);
  });

  it("never serves or stores pages for a signed-in visitor or one with a pending toast", async () => {
    await get("/public");
    expect((await get("/public", "softdrop.session_token=abc")).cache).toBeNull();
    expect((await get("/public", "sd_toast=xyz")).cache).toBeNull();
  });

  it("does not store private pages, pages that set cookies, or errors", async () => {
    for (const path of ["/private", "/sets-cookie", "/missing"]) {
      const first = await get(path);
      const second = await get(path);
      expect(second.body, path).not.toBe(first.body);
    }
  });
});

describe("page cache bounds", () => {
  it("keeps at most its byte bound in total, dropping the oldest pages first", () => {
    const page = (fill: string) => ({
      status: 200,
      headers: [] as [string, string][],
      body: Buffer.alloc(500 * 1024, fill),
    });
    const count = Math.ceil(PAGE_CACHE_MAX_TOTAL_BYTES / (500 * 1024)) + 3;
    for (let index = 0; index < count; index++) storeCachedPage(`/page-${index}`, page("x"), pageCacheGeneration());
    const size = pageCacheSize();
    expect(size.bytes).toBeLessThanOrEqual(PAGE_CACHE_MAX_TOTAL_BYTES);
    expect(size.bytes).toBe(size.pages * 500 * 1024);
    expect(getCachedPage("/page-0")).toBeUndefined();
    expect(getCachedPage(`/page-${count - 1}`)?.body.length).toBe(500 * 1024);
    clearPageCache();
    expect(pageCacheSize()).toEqual({ pages: 0, bytes: 0 });
  });
});
