// The product page's gallery: the main image and thumbnails labelled Main, Back, Side, View n.
import { useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { ProductImage } from "./product-image";

const NAMED_VIEWS = ["Main", "Back", "Side"];

export function galleryLabel(index: number) {
  return NAMED_VIEWS[index] ?? `View ${index + 1}`;
}

/** The pictures to show: the picked colour's own (its default first), else the product's. */
export function galleryImages(
  product: { images: string[]; colorImages?: Record<string, string[]> },
  color: string | null,
) {
  const own = color ? product.colorImages?.[color] : undefined;
  return own?.length ? own : product.images;
}

export function ProductGallery({
  images,
  name,
  overlay,
}: {
  images: string[];
  name: string;
  /** Drawn over the main (first) picture: the personalisation preview. */
  overlay?: ReactNode;
}) {
  const [shown, setShown] = useState(0);
  return (
    <div className="flex flex-col gap-4">
      <div className="relative overflow-hidden rounded-card border-2 border-line bg-white shadow-soft">
        <ProductImage src={images[shown]} alt={images.length ? `${name}, ${galleryLabel(shown)}` : name} eager />
        {shown === 0 ? overlay : null}
      </div>
      {images.length > 1 ? (
        <ul aria-label="Product images" className="grid grid-cols-4 gap-3">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                className={cn(
                  "flex w-full flex-col items-center gap-1 rounded-2xl border-2 bg-white p-1 text-xs font-semibold transition-colors",
                  index === shown ? "border-ink" : "border-line hover:border-lilac-deep",
                )}
              >
                <img
                  src={image}
                  alt=""
                  width={160}
                  height={200}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/5] h-auto w-full rounded-xl object-cover"
                />
                {galleryLabel(index)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
