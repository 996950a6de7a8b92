// The home page's meta tags from the store settings (decision 061).
import type { MetaDescriptor } from "react-router";
import { nameWithTagline, shopOf } from "./shop-identity";

type MetaMatches = Parameters<typeof shopOf>[0];

/**
 * The home page's tags: title, description, Open Graph, Twitter and the JSON-LD Organization and
 * WebSite that name the shop. Only the home page's JavaScript carries them.
 */
export function homeMeta(matches: MetaMatches): MetaDescriptor[] {
  const shop = shopOf(matches);
  const siteUrl = (matches.find((match) => match?.id === "root")?.data as { siteUrl?: string } | undefined)?.siteUrl;
  if (!siteUrl) return [{ title: nameWithTagline(shop) }];
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
