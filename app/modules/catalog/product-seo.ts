// What search engines and link previews read about a product: meta, Open Graph and JSON-LD.
import type { MetaDescriptor } from "react-router";
import type { ProductDetail } from "~/commerce";
import { decimalAmount } from "~/lib/money";
import { descriptionText } from "~/lib/rich-text";

/** The shop as the store settings name it (the root loader's data, decision 061). */
export type SeoShop = { name: string; titleSuffix: string };

function absolute(origin: string, url: string) {
  return new URL(url, origin).toString();
}

function summary(text: string | null, name: string, shop: SeoShop) {
  const clean = descriptionText(text);
  if (!clean) return `${name}, printed on demand by ${shop.name}.`;
  return clean.length > 160 ? `${clean.slice(0, 157).trimEnd()}…` : clean;
}

export function productCanonicalPath(product: Pick<ProductDetail, "handle">) {
  return `/product/${encodeURIComponent(product.handle)}`;
}

/** A product's approved reviews as search engines read them (decision 058): only approved ones are passed. */
export type ReviewsForSeo = {
  average: number | null;
  count: number;
  items: { authorName: string; rating: number; title: string; body: string; createdAt: string }[];
};

function ratingJsonLd(reviews: ReviewsForSeo | undefined) {
  if (!reviews?.count || reviews.average === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.items.map((review) => ({
      "@type": "Review",
      name: review.title,
      reviewBody: review.body,
      datePublished: review.createdAt.slice(0, 10),
      author: { "@type": "Person", name: review.authorName },
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

export function productJsonLd(product: ProductDetail, origin: string, shop: SeoShop, reviews?: ReviewsForSeo) {
  const prices = product.variants.map((variant) => variant.price.amount);
  const low = prices.length ? Math.min(...prices) : product.price.amount;
  const high = prices.length ? Math.max(...prices) : product.price.amount;
  const inStock = product.variants.some((variant) => variant.available);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: summary(product.description, product.name, shop),
    image: product.images.map((image) => absolute(origin, image)),
    sku: product.handle,
    category: product.category,
    brand: { "@type": "Brand", name: shop.name },
    ...(product.material ? { material: product.material } : {}),
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: product.price.currencyCode,
      lowPrice: decimalAmount(low),
      highPrice: decimalAmount(high),
      offerCount: Math.max(1, product.variants.length),
      availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url: absolute(origin, productCanonicalPath(product)),
    },
    ...ratingJsonLd(reviews),
  };
}

export function productMeta(
  product: ProductDetail,
  origin: string,
  shop: SeoShop,
  reviews?: ReviewsForSeo,
): MetaDescriptor[] {
  // The owner's search-engine title and description (decision 062) win over the name and description.
  const title = product.seoTitle || `${product.name} — ${shop.titleSuffix}`;
  const description = product.seoDescription || summary(product.description, product.name, shop);
  const url = absolute(origin, productCanonicalPath(product));
  const image = product.images[0] ? absolute(origin, product.images[0]) : undefined;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: shop.name },
    { property: "og:title", content: product.seoTitle || product.name },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { property: "product:price:amount", content: decimalAmount(product.price.amount) },
    { property: "product:price:currency", content: product.price.currencyCode },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { "script:ld+json": productJsonLd(product, origin, shop, reviews) },
  ];
}
