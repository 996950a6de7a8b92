// The admin's Product Management card: sync products from each registered partner and inventory
// from all, as background jobs whose progress the card polls (and finds again after a reload). In
// a mode whose catalogue is the platform's (Shopify), one product sync runs every partner and
// matches them to the platform (PlatformSyncSections).
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toaster";
import { PlatformSyncSections } from "./platform-sync-sections";
import { InventorySection, nameList, ConnectHint, ShopPicker, SyncForm } from "./sync-form";
import { SyncRunStatus } from "./sync-run-status";
import {
  INVENTORY_SYNC_FAILED,
  INVENTORY_SYNCED,
  isActive,
  summaryText,
  PRODUCTS_SYNC_FAILED,
  PRODUCTS_SYNCED,
  type SyncCardState,
  type SyncRunKey,
  type SyncRunView,
} from "./sync.schema";

const POLL_MS = 1000;
type RunKey = SyncRunKey;

/** The partners a combined (Shopify-mode) product sync ran, comma-separated. */
const configuredNames = (partners: SyncCardState["partners"]) =>
  partners
    .filter((partner) => partner.configured)
    .map((partner) => partner.name)
    .join(", ");

const partnerName = (partners: SyncCardState["partners"], key: string) =>
  partners.find((partner) => partner.id === key)?.name ?? key;

/** The toast for a run that just ended while the card watched it. */
function announce(key: RunKey, run: SyncRunView, partners: SyncCardState["partners"]) {
  const inventory = key === "inventory";
  if (run.status === "done") {
    const provider = key === "shopify" ? configuredNames(partners) : partnerName(partners, key);
    const title = inventory ? INVENTORY_SYNCED : PRODUCTS_SYNCED(provider);
    toast.success(title, { description: summaryText(run) });
  } else if (run.status === "failed") {
    toast.error(inventory ? INVENTORY_SYNC_FAILED : PRODUCTS_SYNC_FAILED, { description: run.error ?? undefined });
  }
}

/** The card's state: the loader's, then the latest poll; polls while any sync is queued or running. */
function useSyncState(initial: SyncCardState) {
  const poll = useFetcher<SyncCardState>({ key: "sync-status" });
  const state: SyncCardState =
    poll.data && "runs" in poll.data ? { ...poll.data, locations: initial.locations } : initial;
  const running = (Object.keys(state.runs) as RunKey[]).some((key) => isActive(state.runs[key].latest));
  // Runs this card saw running or started itself: each gets its toast once, when it ends.
  const watched = useRef(new Set<string>());
  const announced = useRef(new Set<string>());

  useEffect(() => {
    for (const key of Object.keys(state.runs) as RunKey[]) {
      const run = state.runs[key].latest;
      if (!run) continue;
      if (isActive(run)) watched.current.add(run.id);
      else if (watched.current.has(run.id) && !announced.current.has(run.id)) {
        announced.current.add(run.id);
        announce(key, run, state.partners);
      }
    }
  }, [state.runs, state.partners]);

  const { load } = poll;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void load("/admin/sync");
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, load]);

  const started = (runId: string) => {
    watched.current.add(runId);
    void load("/admin/sync");
  };
  return { state, started };
}

export function ProductManagementCard({ initial }: { initial: SyncCardState }) {
  const { state, started } = useSyncState(initial);
  // Each partner's location field, keyed by its location key; a token with one location fills it in.
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      initial.partners.map((partner) => {
        const locations = initial.locations[partner.id] ?? [];
        return [partner.location.key, locations.length === 1 ? String(locations[0]!.id) : ""];
      }),
    ),
  );
  const setValue = (key: string) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const { runs, partners } = state;
  const fieldOf = (partner: (typeof partners)[number]) => ({
    name: partner.location.key,
    label: partner.location.label,
    hint: partner.location.hint,
    value: values[partner.location.key] ?? "",
    setValue: setValue(partner.location.key),
  });

  if (state.productSync === "match-platform") {
    return <PlatformSyncSections state={state} onStarted={started} fieldOf={fieldOf} />;
  }

  return (
    <section aria-labelledby="product-management-heading" className="rounded-card border-2 border-line bg-white p-6">
      <h2 id="product-management-heading" className="text-2xl font-extrabold">
        Product Management
      </h2>
      <p className="mt-2 text-sm text-ink-soft">
        Bring in the products you designed at{" "}
        {nameList(
          partners.map((partner) => partner.name),
          "or",
        )}
        . Syncs run in the background: you can leave this page.
      </p>

      {partners.map((partner) => (
        <section
          key={partner.id}
          aria-labelledby={`sync-${partner.id}`}
          className="mt-6 space-y-3 border-t-2 border-line pt-4"
        >
          <h3 id={`sync-${partner.id}`} className="text-lg font-bold">
            {partner.name}
          </h3>
          {!partner.configured ? <ConnectHint partners={[partner]} to={`sync from ${partner.name}`} /> : null}
          <SyncForm
            intent={`sync-${partner.id}`}
            partners={partners}
            fields={[fieldOf(partner)]}
            busy={isActive(runs[partner.id]?.latest)}
            disabled={!partner.configured}
            label="Sync Products"
            busyLabel="Syncing Products..."
            onStarted={started}
          >
            <ShopPicker shops={state.locations[partner.id] ?? []} onPick={setValue(partner.location.key)} />
          </SyncForm>
          <SyncRunStatus
            run={runs[partner.id]?.latest ?? null}
            lastSuccessAt={runs[partner.id]?.lastSuccessAt ?? null}
          />
        </section>
      ))}

      <InventorySection
        state={state}
        help="Refreshes prices and availability of synced products from their partner."
        onStarted={started}
      />
    </section>
  );
}
