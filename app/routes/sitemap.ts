// /sitemap.xml
import { PUBLIC_CACHE } from "~/lib/cache-control.server";
import { env } from "~/lib/env.server";
import { catalog } from "~/modules/catalog/catalog.server";
import { sitemapXml } from "~/modules/catalog/sitemap";

export async function loader() {
  const products = await catalog.listSitemapEntries();
  return new Response(sitemapXml(env.SITE_URL, products), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_CACHE },
  });
}
