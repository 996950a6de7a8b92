// What a page that shows drop products needs from the server: each product's drop state, the
// server's clock, the shop's time zone, and a cache lifetime that ends at the launch second.
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { dropCacheControl } from "./drop-cache.server";
import { dropLineText, dropPhase, formatDropTime } from "./drop-state";
import type { DropView, ListingDrops } from "./drop-view";
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

/**
 * The home hero's drop as text (the home page carries no drop code): the next to launch, or the
 * one live now. The home page keeps its own cache lifetime: it sells nothing, and its link leads
 * to the drop's page, which is cached only until the launch.
 */
export async function loadNextDrop(headers: HeadersInit) {
  const out = new Headers(headers);
  // The hero is extra: a failed read leaves the home page without it, never failing the page.
  const drop = await nextDrop().catch((error: unknown) => {
    log.error({ err: error }, "next drop could not be loaded");
    return null;
  });
  if (!drop) return { hero: null, headers: out };
  const now = Date.now();
  const launchAt = drop.launchAt.toISOString();
  const upcoming = drop.launchAt.getTime() > now;

  const hero = {
    name: drop.name,
    href: `/drops/${drop.slug}`,
    heroImage: drop.heroImage,
    label: upcoming ? "Next drop" : "Live now",
    when: upcoming ? `Drops ${formatDropTime(launchAt, env.SHOP_TIME_ZONE)}` : null,
  };
  return { hero, headers: out };
}

/**
 * The listing's drop lines (the listing carries no drop code but the card's line): a card of a
 * drop not launched yet counts down in the browser, from the server's clock; the others' lines are
 * text, cached no longer than the drop's state allows.
 */
export function listingDrops(view: DropView): ListingDrops {
  const lines: ListingDrops["lines"] = {};
  for (const [key, state] of Object.entries(view.states)) {
    if (key !== state.productHandle) continue;
    const phase = dropPhase(state, view.serverNow);
    const { slug, launchAt, endsAt, editionSize, taken } = state;
    lines[key] =
      phase === "upcoming" ? { slug, launchAt, endsAt, editionSize, taken } : dropLineText(state, phase, view.timeZone);
  }
  return { serverNow: view.serverNow, timeZone: view.timeZone, lines };
}
