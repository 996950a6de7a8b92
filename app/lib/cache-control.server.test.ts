import { describe, expect, it } from "vitest";
import { cacheControlFor, passCacheHeaders, PRIVATE_CACHE, PUBLIC_CACHE } from "./cache-control.server";

const request = (cookie?: string) =>
  new Request("http://shop.test/products", { headers: cookie ? { Cookie: cookie } : {} });

describe("cache-control", () => {
  it("is public for visitors without a session or a pending toast", () => {
    expect(cacheControlFor(request())).toBe(PUBLIC_CACHE);
    expect(cacheControlFor(request("theme=dark; _ga=GA1.2"))).toBe(PUBLIC_CACHE);
  });

  it("is private for a session cookie (any prefix) or a pending toast", () => {
    expect(cacheControlFor(request("softdrop.session_token=abc"))).toBe(PRIVATE_CACHE);
    expect(cacheControlFor(request("a=1; __Secure-softdrop.session_token=abc"))).toBe(PRIVATE_CACHE);
    expect(cacheControlFor(request("sd_toast=eyJ9"))).toBe(PRIVATE_CACHE);
  });

  it("passes the loader's (or a thrown response's) choice through, private when there is none", () => {
    const loaderHeaders = new Headers({ "Cache-Control": PUBLIC_CACHE, "Set-Cookie": "x=1" });
    expect(passCacheHeaders({ loaderHeaders }).get("Cache-Control")).toBe(PUBLIC_CACHE);
    expect(passCacheHeaders({ loaderHeaders }).has("Set-Cookie")).toBe(false);
    const errorHeaders = new Headers({ "Cache-Control": PRIVATE_CACHE });
    expect(passCacheHeaders({ loaderHeaders, errorHeaders }).get("Cache-Control")).toBe(PRIVATE_CACHE);
    expect(passCacheHeaders({ loaderHeaders: new Headers() }).get("Cache-Control")).toBe(PRIVATE_CACHE);
  });
});
