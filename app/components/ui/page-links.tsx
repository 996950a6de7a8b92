// Previous / next page links for an owner's list (orders, products): plain links, so they work
// before and without JavaScript.
import { Link } from "react-router";
import { Button } from "./button";

type Props = { label: string; page: number; pageCount: number; hrefOf: (page: number) => string };

export function PageLinks({ label, page, pageCount, hrefOf }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefOf(page - 1)}>Previous page</Link>
        </Button>
      ) : null}
      <span className="text-sm text-ink-soft">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefOf(page + 1)}>Next page</Link>
        </Button>
      ) : null}
    </nav>
  );
}
