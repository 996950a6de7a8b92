// /manifest.webmanifest: the shop's name, colours and icon for "add to home screen" (decision 066).
import { brandHead, storeBrand, storeSettings } from "~/modules/settings/index.server";

export async function loader() {
  const [{ shopName }, { colours }, { links }] = await Promise.all([storeSettings(), storeBrand(), brandHead()]);
  const icon = links.find((link) => link.rel === "icon")!;
  const manifest = {
    name: shopName,
    short_name: shopName.slice(0, 12),
    start_url: "/",
    display: "browser",
    background_color: colours.background,
    theme_color: colours.background,
    icons: [{ src: icon.href, type: icon.type, sizes: icon.type === "image/png" ? "64x64" : "any" }],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=60" },
  });
}
