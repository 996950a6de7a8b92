// A product in a grid: image with up to 4 thumbnail dots, heart, title, description, price, View.
import { useState } from "react";
import { Link, useNavigation } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { formatListingPrice } from "~/lib/money";
import { useHydrated } from "~/lib/use-hydrated";
import { CARD_IMAGES, type CardProduct } from "./card-product";
import { FavouriteButton } from "./favourite-button";
import { ProductImage } from "./product-image";

type Props = {
  product: CardProduct;
  eager?: boolean;
  /** The title's level: one below the section heading the grid sits under. */
  heading?: "h2" | "h3";
  /** A line under the price from another module (a drop's date and countdown). */
  badge?: React.ReactNode;
};

export function ProductCard({ product, eager = false, heading: Heading = "h3", badge }: Props) {
  const [shown, setShown] = useState(0);
  // The heart and the dots work only with JavaScript, so they are not in the server's HTML; they
  // sit over the image, so adding them moves nothing.
  const hydrated = useHydrated();
  const images = product.images.slice(0, CARD_IMAGES);
  const href = `/product/${product.handle}`;
  const navigation = useNavigation();
  const opening = navigation.state === "loading" && navigation.location.pathname === href;
  return (
    <article aria-label={product.name} className="product-card">
      <div className="product-card-media">
        {/* Out of the tab order: the title link below is the keyboard's way in. */}
        <Link to={href} tabIndex={-1} prefetch="intent" discover="none">
          <ProductImage src={images[shown]} alt={product.name} eager={eager} />
        </Link>
        {opening ? (
          <div className="absolute inset-0 grid place-items-center bg-cream/70">
            <Spinner label="Loading product..." />
          </div>
        ) : null}
        {hydrated ? <FavouriteButton name={product.name} className="absolute right-3 top-3" /> : null}
        {hydrated && images.length > 1 ? (
          <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 rounded-full bg-white/90 px-1 shadow-soft">
            {images.map((image, index) => (
              // A 24 px tap target around the 12 px dot people see.
              <button
                key={image}
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                className="group/dot grid h-6 w-6 place-items-center"
              >
                <span
                  className={cn(
                    "h-3 w-3 rounded-full border-2 border-ink transition-colors",
                    index === shown ? "bg-ink" : "bg-white/90 group-hover/dot:bg-lilac",
                  )}
                />
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <div className="product-card-body">
        <Heading className="product-card-title">
          {/* Route discovery: every card leads to the same route, so the first card's View link is enough. */}
          <Link to={href} prefetch="intent" discover="none">
            {product.name}
          </Link>
        </Heading>
        {product.description ? <p className="product-card-description">{product.description}</p> : null}
        <div className="product-card-footer">
          <p className="product-card-price">{formatListingPrice(product.price)}</p>
          <Link
            to={href}
            prefetch="intent"
            discover={eager ? "render" : "none"}
            aria-label={`View ${product.name}`}
            className="product-card-view"
          >
            View
          </Link>
        </div>
        {badge}
      </div>
    </article>
  );
}
