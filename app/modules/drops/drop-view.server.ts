// What a page that shows drop products needs from the server: each product's drop state, the
// server's clock, the shop's time zone, and a cache lifetime that ends at the launch second.
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { dropCacheControl } from "./drop-cache.server";
import { countdownParts, dropPhase, ENDED_MESSAGE, formatDropTime, SOLD_OUT_MESSAGE, unitsLeft } from "./drop-state";
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
 * A card's drop line as text, by product handle, rendered by the server (the listing carries no
 * drop code): "Drops {date, time} · hh:mm:ss", "{n} of {N} left", "Sold out" or "This drop has ended".
 */
export function dropBadgeTexts(view: DropView): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, state] of Object.entries(view.states)) {
    if (key !== state.productHandle) continue;
    const phase = dropPhase(state, view.serverNow);
    const left = unitsLeft(state);
    if (phase === "upcoming") {
      const parts = countdownParts(Date.parse(state.launchAt) - view.serverNow);
      const pad = (n: number) => String(n).padStart(2, "0");
      const clock = `${parts.days > 0 ? `${parts.days}d ` : ""}${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
      texts[key] = `Drops ${formatDropTime(state.launchAt, view.timeZone)} · ${clock}`;
    } else if (phase === "ended") texts[key] = ENDED_MESSAGE;
    else if (left === 0) texts[key] = SOLD_OUT_MESSAGE;
    else texts[key] = left === null ? "Live now" : `${left} of ${state.editionSize} left`;
  }
  return texts;
}
