// The owner's promotions screen: every promotion with its uses, an on/off switch and an edit link,
// the form for a new one (or the one being edited), and the unit cost of products no partner makes
// (the margin floor needs a cost).
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";
import { formatAmount, formatPrice } from "~/lib/money";
import type { AdminPromotion } from "./admin-promotions.server";
import type { FloorProduct } from "./pricing";
import { PromotionForm } from "./promotion-form";

type Props = {
  promotions: AdminPromotion[];
  products: FloorProduct[];
  minMarginPercent: number;
  result: { ok: boolean; message: string; fieldErrors?: FieldErrors; intent?: string; productId?: string } | null;
  submitting: boolean;
  /** The promotion whose edit form shows (`?edit=` in the address), if any. */
  editingId: string | null;
};

function describe(promotion: AdminPromotion) {
  const gives =
    promotion.kind === "percent"
      ? `${promotion.percentOff}% off`
      : promotion.kind === "fixed"
        ? `${formatPrice(promotion.amountOff ?? 0)} off`
        : "Free shipping";
  const rules = [
    promotion.minSubtotal ? `over ${formatPrice(promotion.minSubtotal)}` : null,
    promotion.usageLimit ? `${promotion.uses} of ${promotion.usageLimit} uses` : `${promotion.uses} uses`,
    promotion.oncePerCustomer ? "once per customer" : null,
    promotion.endsAt ? `ends ${promotion.endsAt.slice(0, 16).replace("T", " ")} UTC` : null,
    promotion.productIds.length || promotion.categories.length ? "some products" : null,
  ];
  return [gives, ...rules].filter(Boolean).join(" · ");
}

export function AdminPromotionsPage({ promotions, products, minMarginPercent, result, submitting, editingId }: Props) {
  const editing = promotions.find((promotion) => promotion.id === editingId);
  const formIntent = editing ? "update-promotion" : "create-promotion";
  const formErrors = result && !result.ok && result.intent === formIntent ? (result.fieldErrors ?? {}) : {};
  const ownProducts = products.filter((product) => product.source === "demo");
  const costError = (productId: string) =>
    result && !result.ok && result.intent === "set-unit-cost" && result.productId === productId
      ? (result.fieldErrors?.unitCost ?? null)
      : null;
  return (
    <div className="space-y-10">
      {result ? (
        <p role={result.ok ? "status" : "alert"} className="rounded-2xl bg-lilac/40 px-4 py-3 font-semibold">
          {result.message}
        </p>
      ) : null}
      <PromotionsList promotions={promotions} editingId={editing?.id} submitting={submitting} />
      <section aria-labelledby="promotion-form-heading" className="rounded-card border-2 border-line bg-white p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="promotion-form-heading" className="text-2xl font-bold">
            {editing ? `Edit ${editing.name}` : "New promotion"}
          </h2>
          {editing ? (
            <Link to="/admin/promotions" className="font-semibold text-lilac-deep underline">
              Done editing
            </Link>
          ) : null}
        </div>
        <div className="mt-4">
          <PromotionForm
            // A new form for each promotion and after each save, prefilled with what is stored.
            key={editing ? `${editing.id}-${editing.updatedAt}` : "new"}
            products={products}
            minMarginPercent={minMarginPercent}
            errors={formErrors}
            submitting={submitting}
            editing={editing}
          />
        </div>
      </section>
      <UnitCostsSection
        ownProducts={ownProducts}
        minMarginPercent={minMarginPercent}
        costError={costError}
        submitting={submitting}
      />
    </div>
  );
}

/** Every promotion with what it gives, an edit link and its on/off switch. */
function PromotionsList({
  promotions,
  editingId,
  submitting,
}: {
  promotions: AdminPromotion[];
  editingId: string | undefined;
  submitting: boolean;
}) {
  return (
    <section aria-labelledby="promotions-heading">
      <h2 id="promotions-heading" className="text-3xl font-extrabold">
        Promotions
      </h2>
      <ul aria-label="Promotions" className="mt-4 space-y-3">
        {promotions.map((promotion) => (
          <li
            key={promotion.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-card border-2 border-line bg-white p-4"
          >
            <div>
              <p className="font-bold">
                {promotion.code ? <span className="font-mono">{promotion.code}</span> : "Automatic"} — {promotion.name}
              </p>
              <p className="text-sm text-ink-soft">{describe(promotion)}</p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Link
                to={`?edit=${promotion.id}`}
                className="font-semibold text-lilac-deep underline"
                aria-current={promotion.id === editingId ? "true" : undefined}
              >
                Edit {promotion.name}
              </Link>
              <Form method="post">
                <input type="hidden" name="intent" value="toggle-promotion" />
                <input type="hidden" name="promotionId" value={promotion.id} />
                <input type="hidden" name="active" value={promotion.active ? "false" : "true"} />
                <Button type="submit" variant={promotion.active ? "outline" : "primary"} disabled={submitting}>
                  {promotion.active ? `Switch off ${promotion.name}` : `Switch on ${promotion.name}`}
                </Button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The unit cost of each product no partner makes, which the margin floor needs. */
function UnitCostsSection({
  ownProducts,
  minMarginPercent,
  costError,
  submitting,
}: {
  ownProducts: FloorProduct[];
  minMarginPercent: number;
  costError: (productId: string) => string | null;
  submitting: boolean;
}) {
  return (
    <section aria-labelledby="unit-costs-heading">
      <h2 id="unit-costs-heading" className="text-2xl font-bold">
        Unit costs of your own products
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        Products no partner makes have no base cost from a sync: enter what one unit costs you. Promotions never sell
        below cost + {minMarginPercent}%.
      </p>
      <ul aria-label="Unit costs" className="mt-4 space-y-2">
        {ownProducts.map((product) => (
          <li key={product.id}>
            <Form method="post" className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="set-unit-cost" />
              <input type="hidden" name="productId" value={product.id} />
              <label htmlFor={`cost-${product.id}`} className="min-w-48 flex-1 font-semibold">
                Unit cost of {product.name} ($)
              </label>
              <Input
                id={`cost-${product.id}`}
                name="unitCost"
                inputMode="decimal"
                className="w-32"
                aria-invalid={costError(product.id) ? true : undefined}
                aria-describedby={costError(product.id) ? `cost-${product.id}-error` : undefined}
                defaultValue={product.unitCost === null ? "" : formatAmount(product.unitCost).replace(/,/g, "")}
              />
              <Button type="submit" variant="outline" size="sm" disabled={submitting}>
                Save
              </Button>
              {costError(product.id) ? (
                <p id={`cost-${product.id}-error`} className="w-full text-sm font-medium text-bubblegum-deep">
                  {costError(product.id)}
                </p>
              ) : null}
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
