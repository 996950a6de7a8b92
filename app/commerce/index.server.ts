// Picks the catalogue adapter for the configured commerce mode (COMMERCE=native|shopify).
import { env } from "~/lib/env.server";
import { nativeCatalog } from "./native/catalog.server";
import type { CommerceCatalog } from "./types";

export class CommerceModeUnavailableError extends Error {
  override name = "CommerceModeUnavailableError";
}

export function selectCatalog(mode: "native" | "shopify" = env.COMMERCE): CommerceCatalog {
  if (mode === "native") return nativeCatalog;
  throw new CommerceModeUnavailableError(
    "COMMERCE=shopify is not available yet in this build: the Shopify catalogue adapter has not landed. Use COMMERCE=native.",
  );
}
