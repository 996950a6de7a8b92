// The catalogue's prices in the shopper's currency (decision 071): the catalogue and its caches
// keep the shop's USD; a page converts what it shows with the quote's own rule (presentPrice), so
// a card's price is the cart's price.
import { presentMoney, type Presentment } from "~/lib/currencies";
import type { ProductDetail, ProductSummary } from "~/commerce";

export const summaryInCurrency = <P extends Pick<ProductSummary, "price">>(
  product: P,
  presentment: Presentment | null,
): P => (presentment ? { ...product, price: presentMoney(product.price, presentment) } : product);

export const detailInCurrency = (product: ProductDetail, presentment: Presentment | null): ProductDetail =>
  presentment
    ? {
        ...summaryInCurrency(product, presentment),
        variants: product.variants.map((variant) => ({ ...variant, price: presentMoney(variant.price, presentment) })),
      }
    : product;
