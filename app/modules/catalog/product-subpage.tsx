// A page of its own about one product (its size guide, the review form): the way back to the
// product, the page's heading, then its content.
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

export function ProductSubpage({
  name,
  handle,
  title,
  children,
}: {
  name: string;
  handle: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <Link to={`/product/${handle}`} className="inline-flex items-center gap-1.5 text-sm font-semibold">
        <ArrowLeft aria-hidden className="h-4 w-4" />
        Back to {name}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold">{title}</h1>
      {children}
    </section>
  );
}
