// The Product Management card where the catalogue is the platform's (Shopify, SPEC Variant B):
// 'Sync Products (<partners>)' runs every partner and matches Shopify's variants to them
// by SKU; 'Sync Inventory' keeps Shopify's availability in step with the partners' (decision 027).
import { InventorySection, nameList, ConnectHint, ShopPicker, SyncForm, type SyncField } from "./sync-form";
import { SyncRunStatus } from "./sync-run-status";
import { isActive, type PartnerCard, type SyncCardState, type SyncRunView } from "./sync.schema";

type Props = {
  state: SyncCardState;
  onStarted: (runId: string) => void;
  /** A partner's location field with its current value. */
  fieldOf: (partner: PartnerCard) => SyncField;
};

const skuText = (sku: string | null) => (sku ? `SKU ${sku}` : "no SKU");

function ReportList({ label, items }: { label: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <details open className="text-sm">
      <summary className="cursor-pointer font-semibold">
        {label} ({items.length})
      </summary>
      <ul aria-label={label} className="mt-1 list-disc pl-5">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </details>
  );
}

function MatchReport({ run, partners }: { run: SyncRunView | null; partners: PartnerCard[] }) {
  const report = run?.status === "done" ? run.report : null;
  if (!report) return null;
  const unmatched = report.unmatched.map((v) => `${v.product} — ${v.variant} (${skuText(v.sku)})`);
  const missing = report.notOnShopify.map(
    (p) => `${p.name} (${partners.find((partner) => partner.id === p.partner)?.name ?? p.partner})`,
  );
  return (
    <div className="space-y-2">
      {!unmatched.length && !missing.length ? (
        <p className="text-sm">
          Every Shopify variant matches a partner variant, and every partner product is on Shopify.
        </p>
      ) : null}
      <ReportList label="Shopify variants with no partner match" items={unmatched} />
      <ReportList label="Partner products not on Shopify" items={missing} />
    </div>
  );
}

function InventoryReport({ run }: { run: SyncRunView | null }) {
  const report = run?.status === "done" ? run.report : null;
  if (!report) return null;
  const toFix = report.toFix.map(
    (v) => `${v.product} — ${v.variant} (${skuText(v.sku)}): make ${v.available ? "available" : "unavailable"}`,
  );
  return (
    <div className="space-y-2 text-sm">
      {report.fixed ? (
        <p>{report.fixed === 1 ? "1 variant updated on Shopify" : `${report.fixed} variants updated on Shopify`}</p>
      ) : null}
      {!report.fixed && !toFix.length ? <p>Shopify already sells exactly what the partners can make.</p> : null}
      <ReportList label="Shopify variants to fix" items={toFix} />
    </div>
  );
}

export function PlatformSyncSections({ state, onStarted, fieldOf }: Props) {
  const { runs, partners } = state;
  const anyPartner = partners.some((partner) => partner.configured);
  const names = partners.map((partner) => partner.name);
  // Only a location the token cannot tell  is asked for, and only of a configured partner.
  const asked = partners.filter((partner) => partner.configured && partner.location.required);
  return (
    <section aria-labelledby="product-management-heading" className="rounded-card border-2 border-line bg-white p-6">
      <h2 id="product-management-heading" className="text-2xl font-extrabold">
        Product Management
      </h2>

      <section aria-labelledby="sync-products" className="mt-6 space-y-3 border-t-2 border-line pt-4">
        <h3 id="sync-products" className="text-lg font-bold">
          Products
        </h3>
        <p className="text-sm text-ink-soft">
          Brings in your {nameList(names, "and")} products, then matches each Shopify variant to its partner variant by
          SKU. Runs in the background: you can leave this page.
        </p>
        {!anyPartner ? <ConnectHint partners={partners} to="sync products" /> : null}
        <SyncForm
          intent="sync-shopify"
          partners={partners}
          fields={asked.map((partner) => ({ ...fieldOf(partner), hint: undefined }))}
          busy={isActive(runs.shopify.latest)}
          disabled={!anyPartner}
          label={`Sync Products (${names.join(", ")})`}
          busyLabel="Syncing Products..."
          onStarted={onStarted}
        >
          {asked.map((partner) => (
            <ShopPicker
              key={partner.id}
              shops={state.locations[partner.id] ?? []}
              onPick={(id) => fieldOf(partner).setValue(id)}
            />
          ))}
        </SyncForm>
        <SyncRunStatus run={runs.shopify.latest} lastSuccessAt={runs.shopify.lastSuccessAt} />
        <MatchReport run={runs.shopify.latest} partners={partners} />
      </section>

      <InventorySection
        state={state}
        help={
          state.platformWrites
            ? "Reads from the partners whether each matched variant can be made, and makes Shopify sell exactly those."
            : "Reads from the partners whether each matched variant can be made, and lists the Shopify variants to change (set SHOPIFY_ADMIN_TOKEN to change them automatically)."
        }
        onStarted={onStarted}
      >
        <InventoryReport run={runs.inventory.latest} />
      </InventorySection>
    </section>
  );
}
