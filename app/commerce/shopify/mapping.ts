// Shopify Storefront answers turned into the commerce port's shapes (money in integer minor units).
import type { Money, ProductDetail, ProductSummary, ProductVariant } from "~/commerce/types";
import type { ShopifyProductCard, ShopifyProductDetail } from "~/integrations/shopify/responses";
import { minorFromDecimal, SHOP_CURRENCY } from "~/lib/money";

export function toMoney(money: { amount: string; currencyCode: string } | undefined): Money {
  return money
    ? { amount: minorFromDecimal(money.amount, money.currencyCode), currencyCode: money.currencyCode }
    : { amount: 0, currencyCode: SHOP_CURRENCY };
}

function toVariant(node: ShopifyProductCard["variants"]["edges"][number]["node"]): ProductVariant {
  return {
    id: node.id,
    size: "",
    color: "",
    title: node.title,
    price: toMoney(node.price),
    available: node.availableForSale,
    selectedOptions: node.selectedOptions,
  };
}

export function toSummary(node: ShopifyProductCard): ProductSummary {
  return {
    id: node.id,
    handle: node.handle,
    name: node.title,
    description: node.description.trim() || null,
    category: node.productType,
    price: toMoney(node.priceRange.minVariantPrice),
    images: node.images.edges.map((edge) => edge.node.url),
    createdAt: node.createdAt,
  };
}

export function toDetail(node: ShopifyProductDetail): ProductDetail {
  const variants = node.variants.edges.map((edge) => toVariant(edge.node));
  // The minimum variant price when Shopify gave one, else the lowest variant read, else USD 0.
  const lowest = variants.reduce<Money | undefined>(
    (low, variant) => (!low || variant.price.amount < low.amount ? variant.price : low),
    undefined,
  );
  return {
    ...toSummary(node),
    price: node.priceRange.minVariantPrice ? toMoney(node.priceRange.minVariantPrice) : (lowest ?? toMoney(undefined)),
    updatedAt: node.updatedAt,
    sizes: [],
    colors: [],
    material: null,
    features: [],
    specifications: {},
    careInstructions: null,
    variants,
    // Shopify's single "Title: Default Title" option means the product has no real choice to make.
    options: node.options
      .map((option) => ({ name: option.name, values: option.optionValues.map((value) => value.name) }))
      .filter(
        (option) => !(option.name === "Title" && option.values.length === 1 && option.values[0] === "Default Title"),
      ),
  };
}
