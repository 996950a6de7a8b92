// The owner's product list (/admin/products, decision 062): a search by name or handle and a table
// of every product with its partner, visibility, price range, cost and margin, 20 a page, paged by
// plain links (no scripts needed).
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { PageLinks } from "~/components/ui/page-links";
import { formatPrice } from "~/lib/money";

type Range = { low: number; high: number } | null;
export type OwnerListRow = {
  id: string;
  name: string;
  handle: string;
  partner: string;
  isActive: boolean;
  price: NonNullable<Range>;
  cost: Range;
  margin: number | null;
};

function rangeText(range: Range) {
  if (!range) return "—";
  return range.low === range.high ? formatPrice(range.low) : `${formatPrice(range.low)}–${formatPrice(range.high)}`;
}

function ownerListHref(q: string, page: number) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/products?${search}` : "/admin/products";
}

const COLUMNS = ["Product", "Partner", "Shown", "Price", "Cost", "Margin"];

type Props = { q: string; page: number; pageCount: number; total: number; products: OwnerListRow[] };

export function OwnerProductList({ q, page, pageCount, total, products }: Props) {
  return (
    <>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="min-w-60 flex-1">
          <Field label="Search products">
            <Input type="search" name="q" defaultValue={q} placeholder="Name or handle" />
          </Field>
        </div>
        <Button type="submit">Search</Button>
      </Form>
      <p className="mt-4 text-sm text-ink-soft" aria-live="polite">
        {total === 1 ? "1 product" : `${total} products`}
        {q ? ` matching “${q}”` : ""}
      </p>
      {products.length ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead>
              <tr className="border-b-2 border-line">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-3">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.id} className="border-b border-line">
                  <td className="py-2 pr-3">
                    <Link to={`/admin/products/${product.id}`} className="font-semibold text-lilac-deep underline">
                      {product.name}
                    </Link>
                    <span className="block text-ink-soft">{product.handle}</span>
                  </td>
                  <td className="py-2 pr-3">{product.partner}</td>
                  <td className="py-2 pr-3">{product.isActive ? "Visible" : "Hidden"}</td>
                  <td className="py-2 pr-3">{rangeText(product.price)}</td>
                  <td className="py-2 pr-3">{rangeText(product.cost)}</td>
                  <td className="py-2">{product.margin === null ? "—" : `${product.margin}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-6">No products found</p>
      )}
      <PageLinks label="Product pages" page={page} pageCount={pageCount} hrefOf={(to) => ownerListHref(q, to)} />
    </>
  );
}
