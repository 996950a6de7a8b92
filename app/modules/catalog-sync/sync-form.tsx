// One sync button's form on the Product Management card: its optional ID field checked in the
// browser with the server's schema, its busy label, and the refusal toast.
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SyncRunStatus } from "./sync-run-status";
import { isActive, syncFieldErrors, syncRequestSchema, type SyncActionData, type SyncCardState } from "./sync.schema";

export type SyncIntent = "sync-printful" | "sync-printify" | "sync-inventory" | "sync-shopify";

export function SyncForm({
  intent,
  field,
  busy,
  disabled,
  label,
  busyLabel,
  onStarted,
  children,
}: {
  intent: SyncIntent;
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

/** The token's Printify shops, one button each to fill the shop ID field. */
export function ShopPicker({ shops, onPick }: { shops: SyncCardState["shops"]; onPick: (id: string) => void }) {
  if (!shops.length) return null;
  return (
    <div className="flex flex-wrap gap-2 text-sm">
      <span className="text-ink-soft">Your shops:</span>
      {shops.map((shop) => (
        <Button key={shop.id} type="button" size="sm" variant="ghost" onClick={() => onPick(String(shop.id))}>
          {`Use ${shop.title} (${shop.id})`}
        </Button>
      ))}
    </div>
  );
}

/** The card's 'Sync Inventory' section, the same in both modes but for its help text and report. */
export function InventorySection({
  state,
  help,
  onStarted,
  children,
}: {
  state: SyncCardState;
  help: string;
  onStarted: (runId: string) => void;
  children?: ReactNode;
}) {
  const { inventory } = state.runs;
  return (
    <section aria-labelledby="sync-inventory" className="mt-6 space-y-3 border-t-2 border-line pt-4">
      <h3 id="sync-inventory" className="text-lg font-bold">
        Inventory
      </h3>
      <p className="text-sm text-ink-soft">{help}</p>
      <SyncForm
        intent="sync-inventory"
        busy={isActive(inventory.latest)}
        disabled={!(state.partners.printful || state.partners.printify)}
        label="Sync Inventory"
        busyLabel="Syncing Inventory..."
        onStarted={onStarted}
      />
      <SyncRunStatus run={inventory.latest} lastSuccessAt={inventory.lastSuccessAt} />
      {children}
    </section>
  );
}
