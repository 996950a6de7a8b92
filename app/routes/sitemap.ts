// /sitemap.xml
import { PUBLIC_CACHE } from "~/lib/cache-control.server";
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { catalog } from "~/modules/catalog/index.server";
import { sitemapXml } from "~/modules/catalog";
import { collectionSitemapPaths } from "~/modules/collections/index.server";

export async function loader() {
  // A catalogue source that is down (Shopify) answers 503, never a 500 or an empty sitemap.
  const products = await catalog.listSitemapEntries().catch((error: unknown) => {
    log.error({ err: error }, "sitemap load failed");
    throw new Response(null, { status: 503, headers: { "Retry-After": "60" } });
  });
  const collections = await collectionSitemapPaths();
  return new Response(sitemapXml(env.SITE_URL, products, collections), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_CACHE },
  });
}
