// The fake Storefront API's `search` with productFilters (issue #34): filters of one kind are
// alternatives, kinds combine, and a product matches when one variant meets every variant filter
// (options, price, availability). Each filter value's count applies the other kinds' filters
// and that value instead of its own kind's choice, and every value the shop has is listed.
import type { FakeShopifyProduct, FakeShopifyVariant } from "./shopify-catalogue";

type Filter = {
  productType?: string;
  variantOption?: { name: string; value: string };
  price?: { min?: number; max?: number };
  available?: boolean;
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The kind a filter belongs to: values of one kind are alternatives. */
function kindOf(filter: Filter) {
  if (filter.productType !== undefined) return "type";
  if (filter.variantOption) return `option:${filter.variantOption.name.toLowerCase()}`;
  if (filter.price) return "price";
  return "available";
}

function variantMeets(variant: FakeShopifyVariant, kind: string, filters: Filter[]) {
  if (kind.startsWith("option:")) {
    return filters.some((filter) =>
      variant.selectedOptions.some(
        (option) => same(option.name, filter.variantOption!.name) && same(option.value, filter.variantOption!.value),
      ),
    );
  }
  if (kind === "price") {
    const price = Number(variant.price);
    return filters.every((filter) => price >= (filter.price!.min ?? 0) && price <= (filter.price!.max ?? Infinity));
  }
  return filters.some((filter) => variant.availableForSale === filter.available);
}

export function productMeets(product: FakeShopifyProduct, filters: Filter[]) {
  const kinds = new Map<string, Filter[]>();
  for (const filter of filters) kinds.set(kindOf(filter), [...(kinds.get(kindOf(filter)) ?? []), filter]);
  const types = kinds.get("type");
  if (types && !types.some((filter) => filter.productType === product.productType)) return false;
  kinds.delete("type");
  if (kinds.size === 0) return true;
  return product.variants.some((variant) => [...kinds].every(([kind, ofKind]) => variantMeets(variant, kind, ofKind)));
}

const json = (input: Filter) => JSON.stringify(input);

/** Shopify's Filter list for the products a search term found, counted under `filters`. */
export function searchFilters(found: FakeShopifyProduct[], filters: Filter[]) {
  const countWith = (extra: Filter) => {
    const others = filters.filter((filter) => kindOf(filter) !== kindOf(extra));
    return found.filter((product) => productMeets(product, [...others, extra])).length;
  };
  const optionNames = [...new Set(found.flatMap((product) => product.options.map((option) => option.name)))].filter(
    (name) => name !== "Title",
  );
  const optionFilters = optionNames.map((name) => {
    const values = [...new Set(found.flatMap((p) => p.options.find((o) => o.name === name)?.values ?? []))];
    return {
      id: `filter.v.option.${name.toLowerCase()}`,
      label: name,
      type: "LIST",
      presentation: "TEXT",
      values: values.map((value) => {
        const input = { variantOption: { name: name.toLowerCase(), value } };
        return {
          id: `filter.v.option.${name.toLowerCase()}.${value.toLowerCase()}`,
          label: value,
          count: countWith(input),
          input: json(input),
        };
      }),
    };
  });
  const types = [...new Set(found.map((product) => product.productType))];
  const highest = Math.max(0, ...found.flatMap((product) => product.variants.map((variant) => Number(variant.price))));
  return [
    {
      id: "filter.p.product_type",
      label: "Product type",
      type: "LIST",
      presentation: "TEXT",
      values: types.map((productType) => ({
        id: `filter.p.product_type.${productType}`,
        label: productType,
        count: countWith({ productType }),
        input: json({ productType }),
      })),
    },
    {
      id: "filter.v.availability",
      label: "Availability",
      type: "LIST",
      presentation: "TEXT",
      values: [true, false].map((available) => ({
        id: `filter.v.availability.${available ? 1 : 0}`,
        label: available ? "In stock" : "Out of stock",
        count: countWith({ available }),
        input: json({ available }),
      })),
    },
    {
      id: "filter.v.price",
      label: "Price",
      type: "PRICE_RANGE",
      presentation: null,
      values: [{ id: "filter.v.price", label: "Price", count: 0, input: json({ price: { min: 0, max: highest } }) }],
    },
    ...optionFilters,
  ];
}
