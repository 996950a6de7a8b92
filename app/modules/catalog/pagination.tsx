// Previous / next links for the listing, kept in the URL (?page=).
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { listingHref, type ListingQuery } from "./listing-query";

/** `countKnown` is false for a cursor-paged source: pageCount then only says whether a next page exists. */
export function Pagination({
  query,
  pageCount,
  countKnown = true,
  path,
}: {
  query: ListingQuery;
  pageCount: number;
  countKnown?: boolean;
  /** The page the links stay on: the listing, or a collection's page. */
  path?: string;
}) {
  if (pageCount <= 1) return null;
  const { page } = query;
  return (
    <nav aria-label="Pagination" className="mt-12 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={listingHref(query, { page: page - 1 }, path)} rel="prev">
            <ChevronLeft aria-hidden className="h-4 w-4" />
            Previous
          </Link>
        </Button>
      ) : null}
      <p className="font-semibold" aria-current="page">
        {countKnown ? `Page ${page} of ${pageCount}` : `Page ${page}`}
      </p>
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link to={listingHref(query, { page: page + 1 }, path)} rel="next">
            Next
            <ChevronRight aria-hidden className="h-4 w-4" />
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}
