// /manifest.webmanifest: the shop's name, colours and icon for "add to home screen" (decision 066).
import { brandHead, storeBrand, storeSettings } from "~/modules/settings/index.server";

export async function loader() {
  const [{ shopName }, { colours }, { icon }] = await Promise.all([storeSettings(), storeBrand(), brandHead()]);
  const png = icon.endsWith(".png");
  const manifest = {
    name: shopName,
    short_name: shopName.slice(0, 12),
    start_url: "/",
    display: "browser",
    background_color: colours.background,
    theme_color: colours.background,
    icons: [{ src: icon, type: png ? "image/png" : "image/svg+xml", sizes: png ? "64x64" : "any" }],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=60" },
  });
}
