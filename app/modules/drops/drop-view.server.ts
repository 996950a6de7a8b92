// What a page that shows drop products needs from the server: each product's drop state, the
// server's clock, the shop's time zone, and a cache lifetime that ends at the launch second.
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { dropCacheControl } from "./drop-cache.server";
import type { DropView } from "./drop-view";
import { dropStatesFor, nextDrop } from "./drops.server";

/**
 * Drop states for the products (keyed by id and by handle), and `headers` with their Cache-Control
 * capped (a public page only; a personal page stays private).
 */
export async function loadDropView(
  products: { id: string; handle: string }[],
  headers: HeadersInit,
): Promise<{ view: DropView; headers: Headers }> {
  const now = Date.now();
  const states = await dropStatesFor(
    { productIds: products.map((p) => p.id).filter(isUuidish), handles: products.map((p) => p.handle) },
    now,
  );
  const byProduct: DropView["states"] = {};
  for (const product of products) {
    const state = states.get(product.id) ?? states.get(product.handle);
    // By id (product pages) and by handle (cards carry no id).
    if (state) byProduct[product.id] = byProduct[product.handle] = state;
  }
  const out = new Headers(headers);
  const capped = dropCacheControl(Object.values(byProduct), now);
  if (capped && (out.get("Cache-Control") ?? "").startsWith("public")) out.set("Cache-Control", capped);
  return { view: { states: byProduct, serverNow: now, timeZone: env.SHOP_TIME_ZONE }, headers: out };
}

const isUuidish = (value: string) => /^[0-9a-f-]{36}$/i.test(value);

/** The home hero's drop: the next to launch (or the one live now), with the page's cache capped. */
export async function loadNextDrop(headers: HeadersInit) {
  const out = new Headers(headers);
  // The hero is extra: a failed read leaves the home page without it, never failing the page.
  const drop = await nextDrop().catch((error: unknown) => {
    log.error({ err: error }, "next drop could not be loaded");
    return null;
  });
  if (!drop) return { hero: null, headers: out };
  const now = Date.now();
  const hero = {
    name: drop.name,
    slug: drop.slug,
    heroImage: drop.heroImage,
    launchAt: drop.launchAt.toISOString(),
    endsAt: drop.endsAt ? drop.endsAt.toISOString() : null,
    serverNow: now,
    timeZone: env.SHOP_TIME_ZONE,
  };
  const state = {
    ...hero,
    dropId: drop.id,
    productId: null,
    productHandle: "",
    afterEnd: drop.afterEnd,
    editionSize: null,
    perCustomerLimit: null,
    taken: 0,
  };
  const capped = dropCacheControl([state], now);
  if (capped && (out.get("Cache-Control") ?? "").startsWith("public")) out.set("Cache-Control", capped);
  return { hero, headers: out };
}
