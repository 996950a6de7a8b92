// The product page's assurances and its material, features, specifications and care sections
// (each shown only when the product has it).
import { RotateCcw, ShieldCheck, Truck } from "lucide-react";
import type { ProductDetail } from "~/commerce";
import { formatPrice, FREE_SHIPPING_THRESHOLD_CENTS } from "~/lib/money";

export function Assurances() {
  const items = [
    { icon: Truck, text: `Free shipping over ${formatPrice(FREE_SHIPPING_THRESHOLD_CENTS).replace(".00", "")}` },
    { icon: RotateCcw, text: "Easy returns within 30 days" },
    { icon: ShieldCheck, text: "Secure checkout" },
  ];
  return (
    <ul aria-label="Our promises" className="grid gap-3 rounded-card bg-mint/40 p-5 sm:grid-cols-3">
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2 text-sm font-semibold">
          <Icon aria-hidden className="h-5 w-5 shrink-0 text-mint-deep" />
          {text}
        </li>
      ))}
    </ul>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t-2 border-line pt-6">
      <h2 className="text-xl font-bold">{title}</h2>
      <div className="mt-3 text-ink-soft">{children}</div>
    </section>
  );
}

export function ProductDetailSections({ product }: { product: ProductDetail }) {
  const specifications = Object.entries(product.specifications);
  return (
    <div className="flex flex-col gap-6">
      {product.material ? (
        <Section title="Material">
          <p>{product.material}</p>
        </Section>
      ) : null}
      {product.features.length ? (
        <Section title="Features">
          <ul className="list-disc space-y-1 pl-5">
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {specifications.length ? (
        <Section title="Specifications">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            {specifications.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-semibold text-ink">{key}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      {product.careInstructions ? (
        <Section title="Care Instructions">
          <p>{product.careInstructions}</p>
        </Section>
      ) : null}
    </div>
  );
}
