// A product in a grid: image with up to 4 thumbnail dots, heart, title, description, price, View.
import { useState } from "react";
import { Link, useNavigation } from "react-router";
import type { ProductSummary } from "~/commerce/types";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { formatListingPrice } from "~/lib/money";
import { FavouriteButton } from "./favourite-button";
import { ProductImage } from "./product-image";

const MAX_DOTS = 4;

export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const [shown, setShown] = useState(0);
  const images = product.images.slice(0, MAX_DOTS);
  const href = `/product/${product.handle}`;
  const navigation = useNavigation();
  const opening = navigation.state === "loading" && navigation.location.pathname === href;
  return (
    <article
      aria-label={product.name}
      className="group flex flex-col overflow-hidden rounded-card border-2 border-line bg-white shadow-soft transition-transform hover:-translate-y-1"
    >
      <div className="relative">
        {/* Out of the tab order: the title link below is the keyboard's way in. */}
        <Link to={href} tabIndex={-1} prefetch="intent">
          <ProductImage src={images[shown]} alt={product.name} eager={eager} />
        </Link>
        {opening ? (
          <div className="absolute inset-0 grid place-items-center bg-cream/70">
            <Spinner label="Loading product..." />
          </div>
        ) : null}
        <FavouriteButton name={product.name} className="absolute right-3 top-3" />
        {images.length > 1 ? (
          <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-2 rounded-full bg-white/90 px-2.5 py-1.5 shadow-soft">
            {images.map((image, index) => (
              <button
                key={image}
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                className={cn(
                  "h-3 w-3 rounded-full border-2 border-ink transition-colors",
                  index === shown ? "bg-ink" : "bg-white/90 hover:bg-lilac",
                )}
              />
            ))}
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-bold leading-snug">
          <Link to={href} prefetch="intent" className="hover:text-lilac-deep">
            {product.name}
          </Link>
        </h3>
        {product.description ? <p className="line-clamp-2 text-sm text-ink-soft">{product.description}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <p className="font-display text-lg font-extrabold">{formatListingPrice(product.price)}</p>
          <Button asChild size="sm" variant="secondary">
            <Link to={href} prefetch="intent" aria-label={`View ${product.name}`}>
              View
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
