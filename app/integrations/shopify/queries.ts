// The GraphQL documents softdrop sends to the Shopify Storefront API (2025-07); a test validates
// each one against the published schema. Every document that answers prices takes `$country`, the
// buyer's market (Shopify Markets' @inContext, decision 072); left out, Shopify's primary market.

const VARIANT_FIELDS = `
  id
  title
  availableForSale
  price { amount currencyCode }
  selectedOptions { name value }
`;

const PRODUCT_FIELDS = `
  id
  handle
  title
  description
  productType
  createdAt
  updatedAt
  priceRange { minVariantPrice { amount currencyCode } }
`;

/** Cards on the home page and the listing: 5 images and 10 variants each (SPEC section 9). */
export const PRODUCTS_QUERY = `#graphql
  query Products($first: Int!, $after: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean,
      $country: CountryCode) @inContext(country: $country) {
    products(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {
      edges {
        cursor
        node {
          ${PRODUCT_FIELDS}
          images(first: 5) { edges { node { url altText } } }
          variants(first: 10) { edges { node { ${VARIANT_FIELDS} } } }
        }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

/**
 * A filtered listing (issue #34): Shopify's search with productFilters, and the counts per filter
 * value for the same search (its productFilters answer).
 */
export const SEARCH_PRODUCTS_QUERY = `#graphql
  query SearchProducts($first: Int!, $after: String, $query: String!, $productFilters: [ProductFilter!],
      $sortKey: SearchSortKeys, $reverse: Boolean, $country: CountryCode) @inContext(country: $country) {
    search(first: $first, after: $after, query: $query, productFilters: $productFilters, sortKey: $sortKey,
        reverse: $reverse, types: [PRODUCT], unavailableProducts: LAST) {
      edges {
        cursor
        node {
          ... on Product {
            ${PRODUCT_FIELDS}
            images(first: 5) { edges { node { url altText } } }
            variants(first: 10) { edges { node { ${VARIANT_FIELDS} } } }
          }
        }
      }
      pageInfo { hasNextPage endCursor }
      productFilters { id label type values { label count input } }
    }
  }
`;

/** A filtered listing's cursors only, like PRODUCT_CURSORS_QUERY. */
export const SEARCH_CURSORS_QUERY = `#graphql
  query SearchCursors($first: Int!, $after: String, $query: String!, $productFilters: [ProductFilter!],
      $sortKey: SearchSortKeys, $reverse: Boolean) {
    search(first: $first, after: $after, query: $query, productFilters: $productFilters, sortKey: $sortKey,
        reverse: $reverse, types: [PRODUCT], unavailableProducts: LAST) {
      pageInfo { hasNextPage endCursor }
    }
  }
`;

/** Only the cursors, to reach a later listing page without reading the pages before it. */
export const PRODUCT_CURSORS_QUERY = `#graphql
  query ProductCursors($first: Int!, $after: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean) {
    products(first: $first, after: $after, query: $query, sortKey: $sortKey, reverse: $reverse) {
      pageInfo { hasNextPage endCursor }
    }
  }
`;

/** The product page (10 images and 20 variants): one product by its handle or, for a Shopify product id (gid://shopify/Product/…), by id. */
export const PRODUCT_BY_HANDLE_QUERY = `#graphql
  query ProductByHandle($handle: String, $id: ID, $country: CountryCode) @inContext(country: $country) {
    product(handle: $handle, id: $id) {
      ${PRODUCT_FIELDS}
      options { name optionValues { name } }
      images(first: 10) { edges { node { url altText } } }
      variants(first: 20) { edges { node { ${VARIANT_FIELDS} } } }
    }
  }
`;

export const PRODUCT_TYPES_QUERY = `#graphql
  query ProductTypes($first: Int!) {
    productTypes(first: $first) { edges { node } }
  }
`;

export const SITEMAP_QUERY = `#graphql
  query SitemapProducts($first: Int!, $after: String) {
    products(first: $first, after: $after, sortKey: TITLE) {
      edges { node { handle updatedAt } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

/** Current price and sellability of cart lines (the drawer re-reads them when it opens). */
export const VARIANTS_QUERY = `#graphql
  query CartVariants($ids: [ID!]!, $country: CountryCode) @inContext(country: $country) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        ${VARIANT_FIELDS}
        product { title handle }
      }
    }
  }
`;

export const CART_CREATE_MUTATION = `#graphql
  mutation CartCreate($input: CartInput!, $country: CountryCode) @inContext(country: $country) {
    cartCreate(input: $input) {
      cart {
        id
        checkoutUrl
        totalQuantity
        cost { totalAmount { amount currencyCode } }
        discountCodes { code applicable }
        lines(first: 100) {
          edges {
            node {
              id
              quantity
              merchandise {
                ... on ProductVariant {
                  id
                  title
                  price { amount currencyCode }
                  product { title handle }
                }
              }
            }
          }
        }
      }
      userErrors { field message }
    }
  }
`;

/** Every variant's SKU and sellability, for matching Shopify to the partners' products (admin sync). */
export const VARIANT_SKUS_QUERY = `#graphql
  query VariantSkus($first: Int!, $after: String) {
    products(first: $first, after: $after, sortKey: ID) {
      edges {
        node {
          id
          title
          variants(first: 100) { edges { node { id title sku availableForSale } } }
        }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

export const ALL_DOCUMENTS = {
  VARIANT_SKUS_QUERY,
  PRODUCTS_QUERY,
  PRODUCT_CURSORS_QUERY,
  SEARCH_PRODUCTS_QUERY,
  SEARCH_CURSORS_QUERY,
  PRODUCT_BY_HANDLE_QUERY,
  PRODUCT_TYPES_QUERY,
  SITEMAP_QUERY,
  VARIANTS_QUERY,
  CART_CREATE_MUTATION,
};
