// The admin's Product Management card: sync products from Printful or Printify and inventory from
// both, as background jobs whose progress the card polls (and finds again after a reload). In a
// mode whose catalogue is the platform's (Shopify), one product sync runs both partners and
// matches them to the platform (PlatformSyncSections).
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { PlatformSyncSections } from "./platform-sync-sections";
import { InventorySection, ShopPicker, SyncForm } from "./sync-form";
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
const PROVIDER = { printful: "Printful", printify: "Printify" } as const;
type RunKey = SyncRunKey;

/** The partners a combined (Shopify-mode) product sync ran: "Printful, Printify". */
const configuredNames = (partners: SyncCardState["partners"]) =>
  (["printful", "printify"] as const)
    .filter((partner) => partners[partner])
    .map((partner) => PROVIDER[partner])
    .join(", ");

/** The toast for a run that just ended while the card watched it. */
function announce(key: RunKey, run: SyncRunView, partners: SyncCardState["partners"]) {
  const inventory = key === "inventory";
  if (run.status === "done") {
    const provider = key === "shopify" ? configuredNames(partners) : PROVIDER[key as "printful" | "printify"];
    const title = inventory ? INVENTORY_SYNCED : PRODUCTS_SYNCED(provider);
    toast.success(title, { description: summaryText(run) });
  } else if (run.status === "failed") {
    toast.error(inventory ? INVENTORY_SYNC_FAILED : PRODUCTS_SYNC_FAILED, { description: run.error ?? undefined });
  }
}

/** The card's state: the loader's, then the latest poll; polls while any sync is queued or running. */
function useSyncState(initial: SyncCardState) {
  const poll = useFetcher<SyncCardState>({ key: "sync-status" });
  const state: SyncCardState = poll.data && "runs" in poll.data ? { ...poll.data, shops: initial.shops } : initial;
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
  const [storeId, setStoreId] = useState("");
  const [shopId, setShopId] = useState(initial.shops.length === 1 ? String(initial.shops[0]!.id) : "");
  const { runs, partners, tokenVariables } = state;

  if (state.productSync === "match-platform") {
    return <PlatformSyncSections state={state} onStarted={started} shopId={shopId} setShopId={setShopId} />;
  }

  return (
    <section aria-labelledby="product-management-heading" className="rounded-card border-2 border-line bg-white p-6">
      <h2 id="product-management-heading" className="text-2xl font-extrabold">
        Product Management
      </h2>
      <p className="mt-2 text-sm text-ink-soft">
        Bring in the products you designed at Printful or Printify. Syncs run in the background: you can leave this
        page.
      </p>

      {(["printful", "printify"] as const).map((partner) => (
        <section
          key={partner}
          aria-labelledby={`sync-${partner}`}
          className="mt-6 space-y-3 border-t-2 border-line pt-4"
        >
          <h3 id={`sync-${partner}`} className="text-lg font-bold">
            {PROVIDER[partner]}
          </h3>
          {!partners[partner] ? (
            <p className="text-sm text-ink-soft">
              Set {tokenVariables[partner]} to sync from {PROVIDER[partner]}.
            </p>
          ) : null}
          <SyncForm
            intent={partner === "printful" ? "sync-printful" : "sync-printify"}
            field={
              partner === "printful"
                ? {
                    name: "storeId",
                    label: "Printful store ID (optional)",
                    hint: "Leave empty to detect the store automatically.",
                    value: storeId,
                    setValue: setStoreId,
                  }
                : { name: "shopId", label: "Printify shop ID", value: shopId, setValue: setShopId }
            }
            busy={isActive(runs[partner].latest)}
            disabled={!partners[partner]}
            label="Sync Products"
            busyLabel="Syncing Products..."
            onStarted={started}
          >
            {partner === "printify" ? <ShopPicker shops={state.shops} onPick={setShopId} /> : null}
          </SyncForm>
          <SyncRunStatus run={runs[partner].latest} lastSuccessAt={runs[partner].lastSuccessAt} />
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
