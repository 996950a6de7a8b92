// What every page and email needs of the settings: a few strings, small enough for the root
// loader's data (decision 061), and the helpers that write titles and sign-offs from them.
import type { MetaDescriptor } from "react-router";
import { DEFAULT_SHOP, type ShopSettings } from "./settings.schema";

export type ShopIdentity = { name: string; tagline: string; titleSuffix: string; description: string };

export function shopIdentity(settings: ShopSettings): ShopIdentity {
  return {
    name: settings.shopName,
    tagline: settings.tagline,
    titleSuffix: settings.seoTitleSuffix || settings.shopName,
    description: settings.seoDescription,
  };
}

export const DEFAULT_IDENTITY = shopIdentity(DEFAULT_SHOP);

/**
 * "name — tagline", or the name alone when there is no tagline: the home page's title, and the last
 * line of the account, drop and review emails.
 */
export function nameWithTagline(shop: ShopIdentity) {
  return shop.tagline ? `${shop.name} — ${shop.tagline}` : shop.name;
}

type MetaMatches = readonly ({ id: string; data?: unknown } | undefined)[];

/** The identity the root loader put in its data, read from a meta function's `matches`. */
export function shopOf(matches: MetaMatches): ShopIdentity {
  const root = matches.find((match) => match?.id === "root")?.data as { shop?: ShopIdentity } | undefined;
  return root?.shop ?? DEFAULT_IDENTITY;
}

/** A page's `<title>`: "Cart — softdrop", with the owner's suffix. */
export function pageTitle(matches: MetaMatches, page: string): MetaDescriptor {
  return { title: `${page} — ${shopOf(matches).titleSuffix}` };
}

/** An owner's page title: "Drops — softdrop admin". */
export function adminTitle(matches: MetaMatches, page: string): MetaDescriptor {
  return { title: `${page} — ${shopOf(matches).titleSuffix} admin` };
}

/** The order emails' last line, tagline first as they always ended: "express yourself, no rules, just style. softdrop". */
export function orderEmailSignOff(shop: ShopIdentity) {
  return shop.tagline ? `${shop.tagline}. ${shop.name}` : shop.name;
}

/**
 * The home page's tags (the root's meta, which any page without its own inherits): title,
 * description, Open Graph, Twitter and the JSON-LD Organization and WebSite that name the shop.
 */
export function shopMeta(shop: ShopIdentity, siteUrl: string): MetaDescriptor[] {
  const url = new URL("/", siteUrl).href;
  const title = nameWithTagline(shop);
  return [
    { title },
    { name: "description", content: shop.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: shop.name },
    { property: "og:title", content: title },
    { property: "og:description", content: shop.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@graph": [
          { "@type": "Organization", "@id": `${url}#organization`, name: shop.name, url },
          { "@type": "WebSite", name: shop.name, url, publisher: { "@id": `${url}#organization` } },
        ],
      },
    },
  ];
}
