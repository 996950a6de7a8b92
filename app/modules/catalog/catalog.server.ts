// The storefront's catalogue: the configured commerce adapter behind the in-process cache.
import { selectCatalog } from "~/commerce/index.server";
import type { CommerceCatalog } from "~/commerce";
import { ShopifyError } from "~/integrations/shopify/storefront-client.server";
import { log } from "~/lib/log.server";
import { withCatalogueCache } from "./catalog-cache.server";

// Chosen on first use, so a mode whose adapter is missing fails the catalogue pages with a
// clear error instead of stopping every other page from loading.
let selected: CommerceCatalog | undefined;
const adapter = () => (selected ??= selectCatalog());

export const catalog: CommerceCatalog = withCatalogueCache({
  listProducts: (query, market) => adapter().listProducts(query, market),
  getProduct: (idOrHandle, market) => adapter().getProduct(idOrHandle, market),
  listCategories: () => adapter().listCategories(),
  priceCartLines: (lines, market) => adapter().priceCartLines(lines, market),
  listSitemapEntries: () => adapter().listSitemapEntries(),
});

/**
 * A product list for a page that must render anyway (SPEC: a fetch failure is only logged and
 * leaves the list empty). `ok` is false on failure so the page is not cached publicly; `problem`
 * is the commerce platform's own error text (SPEC section 8, e.g. 'HTTP error! status: 401' for a
 * wrong token), shown under the empty state so a misconfigured shop says why it is empty. Other
 * failures (our database) show nothing of their internals.
 */
export async function loadOrEmpty<T>(
  what: string,
  load: () => Promise<T>,
  empty: T,
): Promise<{ value: T; ok: boolean; problem: string | null }> {
  try {
    return { value: await load(), ok: true, problem: null };
  } catch (error) {
    log.error({ err: error, what }, "catalogue read failed");
    return { value: empty, ok: false, problem: error instanceof ShopifyError ? error.message : null };
  }
}
