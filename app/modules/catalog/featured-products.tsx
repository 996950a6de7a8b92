// The home page's Featured Products: the first 4 of the 8 fetched, or the empty message.
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { CardProduct } from "./card-product";
import { ProductGrid, SourceProblem } from "./product-grid";

export const FEATURED_FETCH = 8;
export const FEATURED_SHOWN = 4;

export function FeaturedProducts({ products, problem }: { products: CardProduct[]; problem?: string | null }) {
  const shown = products.slice(0, FEATURED_SHOWN);
  return (
    <section aria-labelledby="featured-products" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="mb-10 text-center">
        <h2 id="featured-products" className="text-4xl font-extrabold">
          Featured Products
        </h2>
        <p className="mt-3 text-ink-soft">Fresh drops everyone is adding to their cart.</p>
      </div>
      {shown.length ? (
        <ProductGrid products={shown} label="Featured products" />
      ) : (
        <div className="rounded-card border-2 border-dashed border-line px-6 py-16 text-center">
          <p className="text-2xl font-bold">No products yet</p>
          <p className="mt-2 text-ink-soft">Tell me what you&apos;d like to sell to get started!</p>
          <SourceProblem problem={problem} />
        </div>
      )}
      <div className="mt-10 flex justify-center">
        <Button asChild size="lg" variant="outline">
          <Link to="/products">View All Products</Link>
        </Button>
      </div>
    </section>
  );
}
