// One sync button's form on the Product Management card: its location fields checked in the
// browser with the server's rules, its busy label, and the refusal toast.
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "~/components/ui/toaster";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SyncRunStatus } from "./sync-run-status";
import { isActive, parseSyncRequest, type PartnerCard, type SyncActionData, type SyncCardState } from "./sync.schema";

/** sync-<partner id>, sync-inventory or sync-shopify. */
export type SyncIntent = string;
export type SyncField = { name: string; label: string; hint?: string; value: string; setValue: (v: string) => void };

/** A nameList(["A", "B", "C"], "or") → "A, B or C": the partners named in the card's text. */
export function nameList(names: string[], last: "and" | "or") {
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} ${last} ${names.at(-1)}`;
}

/** Partners without a token: where to connect them (the settings page, decision 070) or what to set. */
export function ConnectHint({ partners, to }: { partners: PartnerCard[]; to: string }) {
  return (
    <p className="text-sm text-ink-soft">
      <Link to="/admin/settings#connections" className="font-semibold text-lilac-deep underline">
        Connect {partners.map((partner) => partner.name).join(" or ")}
      </Link>{" "}
      (or set {partners.map((partner) => partner.tokenVariable).join(" or ")}) to {to}.
    </p>
  );
}

export function SyncForm({
  intent,
  partners,
  fields = [],
  busy,
  disabled,
  label,
  busyLabel,
  onStarted,
  children,
}: {
  intent: SyncIntent;
  partners: PartnerCard[];
  fields?: SyncField[];
  busy: boolean;
  disabled: boolean;
  label: string;
  busyLabel: string;
  onStarted: (runId: string) => void;
  children?: ReactNode;
}) {
  const fetcher = useFetcher<SyncActionData>();
  const [clientErrors, setClientErrors] = useState<Partial<Record<string, string>>>({});
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
    const parsed = parseSyncRequest(values, partners);
    const errors = parsed.success ? {} : parsed.fields;
    const shown = Object.fromEntries(fields.map((field) => [field.name, errors[field.name]]));
    setClientErrors(shown);
    if (Object.values(shown).some(Boolean)) event.preventDefault();
  }

  const fieldError = (name: string) => clientErrors[name] ?? (answer && !answer.ok ? answer.fields?.[name] : undefined);
  return (
    <fetcher.Form method="post" action="/admin/sync" onSubmit={submit} className="space-y-3" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {fields.map((field) => (
        <div key={field.name} className="space-y-3">
          <Field label={field.label} error={fieldError(field.name)}>
            <Input
              name={field.name}
              inputMode="numeric"
              value={field.value}
              onChange={(event) => field.setValue(event.target.value)}
              disabled={disabled}
            />
          </Field>
          {field.hint ? <p className="text-xs text-ink-soft">{field.hint}</p> : null}
        </div>
      ))}
      {children}
      <Button type="submit" size="sm" disabled={disabled || busy || submitting}>
        {busy || submitting ? busyLabel : label}
      </Button>
    </fetcher.Form>
  );
}

/** The locations a partner's token reaches , one button each to fill its field. */
export function ShopPicker({
  shops,
  onPick,
}: {
  shops: { id: number; title: string }[];
  onPick: (id: string) => void;
}) {
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
        partners={state.partners}
        busy={isActive(inventory.latest)}
        disabled={!state.partners.some((partner) => partner.configured)}
        label="Sync Inventory"
        busyLabel="Syncing Inventory..."
        onStarted={onStarted}
      />
      <SyncRunStatus run={inventory.latest} lastSuccessAt={inventory.lastSuccessAt} />
      {children}
    </section>
  );
}
