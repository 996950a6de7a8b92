// Notify me: an email field (prefilled for a signed-in shopper) for a drop's or a variant's list.
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

type Result = { ok: true; message: string } | { ok: false; error: string };

export function NotifyForm({
  dropId,
  variantId,
  email,
  label = "Notify me",
}: {
  dropId?: string;
  variantId?: string;
  email?: string | null;
  label?: string;
}) {
  const fetcher = useFetcher<Result>();
  const [id] = useState(() => `notify-${dropId ?? variantId}`);
  const result = fetcher.data;
  if (result?.ok) {
    return (
      <p role="status" className="rounded-2xl bg-mint/60 px-4 py-3 font-semibold">
        {result.message}
      </p>
    );
  }
  const error = result && !result.ok ? result.error : undefined;
  return (
    <fetcher.Form method="post" action="/drops/notify" noValidate className="flex flex-col gap-2 sm:flex-row">
      {dropId ? <input type="hidden" name="dropId" value={dropId} /> : null}
      {variantId ? <input type="hidden" name="variantId" value={variantId} /> : null}
      <div className="flex-1">
        <label htmlFor={id} className="sr-only">
          Email address
        </label>
        <Input
          id={id}
          type="email"
          name="email"
          placeholder="Your email"
          autoComplete="email"
          defaultValue={email ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-ink">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        {label}
      </Button>
    </fetcher.Form>
  );
}
