// The product grid: 1, 2, 3 then 4 columns as the screen widens; the first card loads eagerly.
import type { CardProduct } from "./card-product";
import { ProductCard } from "./product-card";

// Mobile first: a phone shows one card above the fold. Lazy images already in view (a wide
// screen's first row) still load at once, so only the first gets the eager, high-priority fetch.
const EAGER_CARDS = 1;

export function ProductGrid({
  products,
  label,
  heading,
  badge,
}: {
  products: CardProduct[];
  label: string;
  /** The cards' title level (h2 when the grid sits right under the page's h1). */
  heading?: "h2" | "h3";
  /** A line for a card from another module (a drop's date and countdown), by product. */
  badge?: (product: CardProduct) => React.ReactNode;
}) {
  return (
    <ul aria-label={label} className="product-grid">
      {products.map((product, index) => (
        <li key={product.handle}>
          <ProductCard product={product} eager={index < EAGER_CARDS} heading={heading} badge={badge?.(product)} />
        </li>
      ))}
    </ul>
  );
}

/** Under an empty list: why the commerce platform answered nothing, in its own words. */
export function SourceProblem({ problem }: { problem: string | null | undefined }) {
  if (!problem) return null;
  return (
    <p role="alert" className="mx-auto mt-4 max-w-md text-sm font-semibold text-bubblegum-deep">
      The catalogue could not be loaded: {problem}
    </p>
  );
}
