// One cart line: image, name, 'size / colour', quantity buttons, line total, remove, and a note
// when the server says the price changed or the item can no longer be bought.
import { AlertTriangle, Minus, Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import { ProductImage } from "~/modules/catalog";
import { PersonalisationSummary } from "~/modules/personalisation";
import { changeQuantity, MAX_LINE_QUANTITY, removeFromCart } from "./cart-store";
import type { CartLineView } from "./cart-summary";

function optionsLabel(size: string, color: string) {
  return [size, color].filter(Boolean).join(" / ");
}

function LineNote({ line }: { line: CartLineView }) {
  const text = line.notice
    ? `${line.notice}. Please remove it to check out.`
    : line.state === "inactive"
      ? "This product is no longer available. Please remove it to check out."
      : line.state === "unavailable"
        ? "This size and colour is sold out. Please remove it to check out."
        : line.state === "changed"
          ? `Price changed from ${formatPrice(line.previousPrice!, line.currency)} to ${formatPrice(line.unitPrice, line.currency)}.`
          : null;
  if (!text) return null;
  return (
    <p className="mt-2 flex items-start gap-1.5 rounded-xl bg-butter/70 px-3 py-2 text-sm font-semibold">
      <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      {text}
    </p>
  );
}

/** The quantity buttons and the remove button of one line. */
function LineControls({ item }: { item: CartLineView["item"] }) {
  return (
    <div className="mt-auto flex items-center justify-between pt-3">
      <div className="flex items-center gap-2" role="group" aria-label={`Quantity of ${item.name}`}>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="h-9 w-9"
          aria-label={`Decrease quantity of ${item.name}`}
          disabled={item.quantity <= 1}
          onClick={() => changeQuantity(item.id, -1)}
        >
          <Minus aria-hidden className="h-4 w-4" />
        </Button>
        <output className="w-8 text-center font-bold">{item.quantity}</output>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="h-9 w-9"
          aria-label={`Increase quantity of ${item.name}`}
          disabled={item.quantity >= MAX_LINE_QUANTITY}
          onClick={() => changeQuantity(item.id, 1)}
        >
          <Plus aria-hidden className="h-4 w-4" />
        </Button>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={`Remove ${item.name}`}
        onClick={() => removeFromCart(item.id)}
      >
        <Trash2 aria-hidden className="h-4 w-4" />
        Remove
      </Button>
    </div>
  );
}

export function CartLine({ line }: { line: CartLineView }) {
  const { item } = line;
  const options = optionsLabel(item.size, item.color);
  const gone = line.state === "inactive" || line.state === "unavailable";
  const href = `/product/${line.handle ?? item.product_id}`;
  return (
    <article
      aria-label={options ? `${item.name}, ${options}` : item.name}
      className="flex gap-4 rounded-card border-2 border-line bg-white p-4"
    >
      <div className="w-24 shrink-0 overflow-hidden rounded-2xl sm:w-28">
        <ProductImage src={item.image} alt="" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-bold">
              {line.state === "inactive" ? (
                item.name
              ) : (
                <Link to={href} className="hover:text-lilac-deep">
                  {item.name}
                </Link>
              )}
            </h2>
            {options ? <p className="text-sm text-ink-soft">{options}</p> : null}
            <PersonalisationSummary
              value={item.personalisation}
              piece={{ productId: item.product_id, image: item.image, color: item.color }}
            />
            <p className="text-sm text-ink-soft">{formatPrice(line.unitPrice, line.currency)} each</p>
          </div>
          <p className={cn("font-display text-lg font-extrabold", gone && "text-ink-soft line-through")}>
            <span className="sr-only">Line total </span>
            {formatPrice(line.lineTotal, line.currency)}
          </p>
        </div>
        {line.discount > 0 && !gone ? (
          <p className="text-sm font-semibold">
            You save {formatPrice(line.discount, line.currency)}
            <span className="sr-only"> on {item.name}</span>
          </p>
        ) : null}
        <LineNote line={line} />
        <LineControls item={item} />
      </div>
    </article>
  );
}
