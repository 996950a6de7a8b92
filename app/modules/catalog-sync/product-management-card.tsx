// The admin's Product Management card: sync products from Printful or Printify and inventory from
// both, as background jobs whose progress the card polls (and finds again after a reload).
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SyncRunStatus } from "./sync-run-status";
import {
  INVENTORY_SYNC_FAILED,
  INVENTORY_SYNCED,
  isActive,
  summaryText,
  PRODUCTS_SYNC_FAILED,
  PRODUCTS_SYNCED,
  syncFieldErrors,
  syncRequestSchema,
  type SyncActionData,
  type SyncCardState,
  type SyncRunKey,
  type SyncRunView,
} from "./sync.schema";

const POLL_MS = 1000;
const PROVIDER = { printful: "Printful", printify: "Printify" } as const;
type RunKey = SyncRunKey;

/** The toast for a run that just ended while the card watched it. */
function announce(key: RunKey, run: SyncRunView) {
  const inventory = key === "inventory";
  if (run.status === "done") {
    const title = inventory ? INVENTORY_SYNCED : PRODUCTS_SYNCED(PROVIDER[key as "printful" | "printify"]);
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
        announce(key, run);
      }
    }
  }, [state.runs]);

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

function SyncForm({
  intent,
  field,
  busy,
  disabled,
  label,
  busyLabel,
  onStarted,
  children,
}: {
  intent: "sync-printful" | "sync-printify" | "sync-inventory";
  field?: { name: "storeId" | "shopId"; label: string; hint?: string; value: string; setValue: (v: string) => void };
  busy: boolean;
  disabled: boolean;
  label: string;
  busyLabel: string;
  onStarted: (runId: string) => void;
  children?: ReactNode;
}) {
  const fetcher = useFetcher<SyncActionData>();
  const [clientError, setClientError] = useState<string>();
  const answer = fetcher.data;
  const submitting = fetcher.state !== "idle";

  useEffect(() => {
    if (!answer) return;
    if (answer.ok) onStarted(answer.runId);
    else if (answer.reason) toast.error(answer.title, { description: answer.reason });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [answer]);

  function submit(event: FormEvent<HTMLFormElement>) {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = syncRequestSchema.safeParse(values);
    const error = parsed.success || !field ? undefined : syncFieldErrors(parsed.error)[field.name];
    setClientError(error);
    if (error) event.preventDefault();
  }

  const fieldError = clientError ?? (answer && !answer.ok ? answer.fields?.[field?.name ?? "storeId"] : undefined);
  return (
    <fetcher.Form method="post" action="/admin/sync" onSubmit={submit} className="space-y-3" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {field ? (
        <Field label={field.label} error={fieldError}>
          <Input
            name={field.name}
            inputMode="numeric"
            value={field.value}
            onChange={(event) => field.setValue(event.target.value)}
            disabled={disabled}
          />
        </Field>
      ) : null}
      {field?.hint ? <p className="text-xs text-ink-soft">{field.hint}</p> : null}
      {children}
      <Button type="submit" size="sm" disabled={disabled || busy || submitting}>
        {busy || submitting ? busyLabel : label}
      </Button>
    </fetcher.Form>
  );
}

export function ProductManagementCard({ initial }: { initial: SyncCardState }) {
  const { state, started } = useSyncState(initial);
  const [storeId, setStoreId] = useState("");
  const [shopId, setShopId] = useState(initial.shops.length === 1 ? String(initial.shops[0]!.id) : "");
  const { runs, partners, tokenVariables } = state;
  const anyPartner = partners.printful || partners.printify;

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
            {partner === "printify" && state.shops.length ? (
              <div className="flex flex-wrap gap-2 text-sm">
                <span className="text-ink-soft">Your shops:</span>
                {state.shops.map((shop) => (
                  <Button
                    key={shop.id}
                    type="button"
                    size="sm"
                    variant="ghost"
                    onClick={() => setShopId(String(shop.id))}
                  >
                    {`Use ${shop.title} (${shop.id})`}
                  </Button>
                ))}
              </div>
            ) : null}
          </SyncForm>
          <SyncRunStatus run={runs[partner].latest} lastSuccessAt={runs[partner].lastSuccessAt} />
        </section>
      ))}

      <section aria-labelledby="sync-inventory" className="mt-6 space-y-3 border-t-2 border-line pt-4">
        <h3 id="sync-inventory" className="text-lg font-bold">
          Inventory
        </h3>
        <p className="text-sm text-ink-soft">
          Refreshes prices and availability of synced products from their partner.
        </p>
        <SyncForm
          intent="sync-inventory"
          busy={isActive(runs.inventory.latest)}
          disabled={!anyPartner}
          label="Sync Inventory"
          busyLabel="Syncing Inventory..."
          onStarted={started}
        />
        <SyncRunStatus run={runs.inventory.latest} lastSuccessAt={runs.inventory.lastSuccessAt} />
      </section>
    </section>
  );
}
