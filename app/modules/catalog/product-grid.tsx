// The product grid: 1, 2, 3 then 4 columns as the screen widens; the first row loads eagerly.
import type { ProductSummary } from "~/commerce/types";
import { ProductCard } from "./product-card";

const EAGER_CARDS = 4;

export function ProductGrid({ products, label }: { products: ProductSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <div className="w-full">
            <ProductCard product={product} eager={index < EAGER_CARDS} />
          </div>
        </li>
      ))}
    </ul>
  );
}
