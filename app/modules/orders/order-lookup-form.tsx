// The /orders/lookup form (decision 065): a plain post, checked in the browser with the action's
// own schema (loaded on the first submit), so it works without JavaScript too.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";
import { useFormCheck } from "~/lib/use-form-check";

export const ORDER_LOOKUP_FIELDS = ["orderNumber", "email"] as const;
const loadSchema = () => import("./order-lookup.schema").then((module) => module.orderLookupSchema);

export function OrderLookupForm({ errors, message }: { errors: FieldErrors; message?: string }) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useFormCheck(loadSchema, ORDER_LOOKUP_FIELDS);
  const shown = clientErrors ?? errors;
  return (
    <Form method="post" noValidate className="space-y-5" onSubmit={onSubmit}>
      {message ? (
        <p role="alert" className="rounded-2xl bg-bubblegum/30 px-4 py-3 text-sm font-semibold">
          {message}
        </p>
      ) : null}
      <Field label="Order number" error={shown.orderNumber}>
        <Input name="orderNumber" autoComplete="off" placeholder="e.g. 1A2B3C4D" />
      </Field>
      <Field label="Email" error={shown.email}>
        <Input name="email" type="email" autoComplete="email" />
      </Field>
      <Button type="submit" className="w-full" disabled={navigation.state !== "idle"}>
        Email me the link
      </Button>
    </Form>
  );
}
