// Cache lifetimes of pages that show a drop: never a "not yet" page past the launch second, never
// a live page past the drop's end, and a live limited edition refreshed every 5 s with a stale copy
// allowed meanwhile.
import { describe, expect, it } from "vitest";
import { dropCacheControl } from "./drop-cache.server";
import type { DropProductState } from "./drop-state";

const NOW = Date.parse("2026-12-01T18:00:00Z");
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();
const state = (overrides: Partial<DropProductState>): DropProductState => ({
  dropId: "d",
  slug: "s",
  name: "Drop",
  productId: null,
  productHandle: "tee",
  launchAt: at(60),
  endsAt: null,
  afterEnd: "normal",
  editionSize: null,
  perCustomerLimit: null,
  taken: 0,
  ...overrides,
});

describe("drop cache lifetimes", () => {
  it("caches a page before launch only until the launch second, never stale", () => {
    expect(dropCacheControl([state({ launchAt: at(12) })], NOW)).toBe("public, s-maxage=12");
    expect(dropCacheControl([state({ launchAt: at(600) })], NOW)).toBe("public, s-maxage=30");
    expect(dropCacheControl([state({ launchAt: at(0.5) })], NOW)).toBe("private, no-store");
    // A live drop next to one not launched yet: the page is still a "not yet" page.
    expect(dropCacheControl([state({ launchAt: at(-5), editionSize: 5 }), state({ launchAt: at(20) })], NOW)).toBe(
      "public, s-maxage=5",
    );
  });

  it("lets a live limited edition be served stale while refreshed, never past the end", () => {
    expect(dropCacheControl([state({ launchAt: at(-5), editionSize: 50 })], NOW)).toBe(
      "public, s-maxage=5, stale-while-revalidate=30",
    );
    expect(dropCacheControl([state({ launchAt: at(-5), editionSize: 50, endsAt: at(12) })], NOW)).toBe(
      "public, s-maxage=5, stale-while-revalidate=7",
    );
    expect(dropCacheControl([state({ launchAt: at(-5), endsAt: at(4) })], NOW)).toBe("public, s-maxage=4");
    // A live drop without an edition or an end keeps the page's own lifetime.
    expect(dropCacheControl([state({ launchAt: at(-5) })], NOW)).toBeNull();
  });
});
