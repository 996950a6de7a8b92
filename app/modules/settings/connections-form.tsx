// The connections on /admin/settings (decision 070): per partner, its token entered, replaced or
// removed, in the one form pattern (decision 052). Plain form posts, so they work without JavaScript.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";
import { useFormCheck } from "~/lib/use-form-check";
import { CONNECTION_FIELDS, type ConnectionView } from "./connection-fields";

const loadSchema = () => import("./connection.schema").then((module) => module.connectionSchema);

function TokenForm({ connection, errors }: { connection: ConnectionView; errors: FieldErrors }) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useFormCheck(loadSchema, CONNECTION_FIELDS);
  const shown = clientErrors ?? errors;
  const replacing = connection.stored?.readable;
  return (
    <Form method="post" noValidate className="space-y-3" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="connect" />
      <input type="hidden" name="partner" value={connection.id} />
      <Field label={`${replacing ? "New " : ""}${connection.name} API token`} error={shown.token}>
        <Input name="token" type="password" autoComplete="off" spellCheck={false} />
      </Field>
      <Button type="submit" variant="outline" size="sm" disabled={navigation.state !== "idle"}>
        {replacing ? "Replace token" : `Connect ${connection.name}`}
      </Button>
    </Form>
  );
}

function ConnectionCard({ connection, errors }: { connection: ConnectionView; errors: FieldErrors }) {
  const { stored } = connection;
  const headingId = `connection-${connection.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t-2 border-line pt-4">
      <h3 id={headingId} className="text-lg font-bold">
        {connection.name}
      </h3>
      {connection.setByServer ? (
        <p className="text-sm text-ink-soft">
          Set by the server ({connection.variable}): that token is used, whatever is entered here.
        </p>
      ) : (
        <>
          {stored?.readable ? (
            <p className="text-sm">
              {stored.label}. Token ending in <span className="font-mono">{stored.lastFour}</span>.
            </p>
          ) : stored ? (
            <p className="text-sm text-bubblegum-deep">
              The saved token can no longer be read (the server&apos;s AUTH_SECRET changed): enter it again.
            </p>
          ) : (
            <p className="text-sm text-ink-soft">Not connected.</p>
          )}
          <TokenForm connection={connection} errors={errors} />
          {stored ? (
            <Form method="post">
              <input type="hidden" name="intent" value="disconnect" />
              <input type="hidden" name="partner" value={connection.id} />
              <Button type="submit" variant="ghost" size="sm">
                Remove {connection.name} token
              </Button>
            </Form>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Every partner's connection; `failed` is the partner whose form the server refused, with its messages. */
export function ConnectionsSection({
  connections,
  failed,
}: {
  connections: ConnectionView[];
  failed?: { partner: string; errors: FieldErrors; at: number };
}) {
  return (
    <section id="connections" aria-labelledby="connections-heading" className="mt-12 max-w-2xl space-y-4">
      <h2 id="connections-heading" className="text-2xl font-extrabold">
        Connections
      </h2>
      <p className="text-ink-soft">
        Your print partners&apos; API tokens. Each is checked with the partner before it is kept, stored encrypted, and
        never shown again; syncs and orders use it from then on.
      </p>
      {connections.map((connection) => (
        <ConnectionCard
          // A new key after every save or refusal: the token typed is never left in the field.
          key={`${connection.id}-${connection.stored?.savedAt ?? "none"}-${failed?.partner === connection.id ? failed.at : ""}`}
          connection={connection}
          errors={failed?.partner === connection.id ? failed.errors : {}}
        />
      ))}
    </section>
  );
}
