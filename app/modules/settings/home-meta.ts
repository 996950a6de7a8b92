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
  const root = matches.find((match) => match?.id === "root")?.data as
    { siteUrl?: string; brand?: { social?: string; logo?: string } } | undefined;
  const siteUrl = root?.siteUrl;
  if (!siteUrl) return [{ title: nameWithTagline(shop) }];
  const url = new URL("/", siteUrl).href;
  const title = nameWithTagline(shop);
  // The owner's logo (decision 066): the link preview's image and the Organization's logo.
  const image = root.brand?.social && new URL(root.brand.social, siteUrl).href;
  const logo = root.brand?.logo && new URL(root.brand.logo, siteUrl).href;
  return [
    { title },
    { name: "description", content: shop.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: shop.name },
    { property: "og:title", content: title },
    { property: "og:description", content: shop.description },
    { property: "og:url", content: url },
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
          { name: "twitter:card", content: "summary_large_image" },
        ]
      : [{ name: "twitter:card", content: "summary" }]),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@graph": [
          { "@type": "Organization", "@id": `${url}#organization`, name: shop.name, url, ...(logo ? { logo } : {}) },
          { "@type": "WebSite", name: shop.name, url, publisher: { "@id": `${url}#organization` } },
        ],
      },
    },
  ];
}
