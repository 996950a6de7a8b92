// An owner's ordered list of products (the home page's featured ones, a collection's): each row
// moves up, down or off with a button of its own form, and a product is added at the end. Plain
// posts: every button works before the page's scripts have loaded, and the server checks each.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";

export type OrderedProduct = { id: string; name: string; isActive: boolean };

function RowButton({ intent, id, label, text }: { intent: string; id: string; label: string; text: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="productId" value={id} />
      <Button type="submit" variant="ghost" size="sm" aria-label={label}>
        {text}
      </Button>
    </Form>
  );
}

export function OrderedProductsForm({
  label,
  items,
  candidates,
  error,
  empty,
}: {
  /** The list's name ('Featured products'). */
  label: string;
  items: OrderedProduct[];
  candidates: { id: string; name: string }[];
  /** The add form's refusal, beside its field. */
  error?: string;
  /** What an empty list says. */
  empty: string;
}) {
  return (
    <div>
      {items.length ? (
        <ol aria-label={label} className="divide-y-2 divide-line rounded-card border-2 border-line bg-white">
          {items.map((item, index) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span className="font-semibold">
                {index + 1}. {item.name}
                {item.isActive ? null : <span className="ml-2 text-sm text-ink-soft">(hidden: not shown)</span>}
              </span>
              <span className="flex items-center gap-1">
                {index > 0 ? <RowButton intent="up" id={item.id} label={`Move ${item.name} up`} text="Up" /> : null}
                {index < items.length - 1 ? (
                  <RowButton intent="down" id={item.id} label={`Move ${item.name} down`} text="Down" />
                ) : null}
                <RowButton intent="remove" id={item.id} label={`Remove ${item.name}`} text="Remove" />
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="rounded-card border-2 border-dashed border-line px-4 py-6 text-center text-ink-soft">{empty}</p>
      )}
      <Form method="post" aria-label={`Add to ${label.toLowerCase()}`} className="mt-6 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="add" />
        <div className="min-w-64">
          <Field label="Product" error={error}>
            <select
              name="productId"
              defaultValue=""
              className="h-11 w-full rounded-2xl border-2 border-line bg-white px-4 text-ink focus:border-lilac-deep focus:outline-none"
            >
              <option value="">Choose a product</option>
              {candidates.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Button type="submit">Add</Button>
      </Form>
    </div>
  );
}
