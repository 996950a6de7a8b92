// The sitemap's XML: home, listing, static pages and every active product.
import type { SitemapEntry } from "~/commerce";

export const STATIC_PATHS = [
  "/",
  "/products",
  "/shipping",
  "/returns",
  "/faq",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** `pages`: more of the shop's paths after the static ones (the owner's collections, decision 067). */
export function sitemapXml(origin: string, products: SitemapEntry[], pages: string[] = []) {
  const urls = [
    ...[...STATIC_PATHS, ...pages].map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
    ...products.map(
      (product) =>
        `  <url><loc>${escapeXml(`${origin}/product/${encodeURIComponent(product.handle)}`)}</loc><lastmod>${product.updatedAt.slice(0, 10)}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string) {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /orders",
    "Disallow: /admin",
    "Disallow: /auth",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
