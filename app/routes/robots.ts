// /robots.txt: crawl the shop, not the personal pages; the sitemap is here.
import { env } from "~/lib/env.server";
import { robotsTxt } from "~/modules/catalog";

export function loader() {
  return new Response(robotsTxt(env.SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
