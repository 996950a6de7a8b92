// The Order Actions card: cancel an early order, or ask for a refund on a recent delivered one.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";

export function OrderActions({ canCancel, canRefund }: { canCancel: boolean; canRefund: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  if (!canCancel && !canRefund) return null;
  return (
    <section aria-labelledby="order-actions" className="rounded-card border-2 border-line bg-white p-6">
      <h2 id="order-actions" className="text-2xl font-bold">
        Order Actions
      </h2>
      {canCancel ? (
        <Form method="post" className="mt-4 space-y-3">
          <p className="text-sm text-ink-soft">
            Changed your mind? You can cancel while we haven&apos;t shipped. A paid order is refunded within 5-7
            business days.
          </p>
          <input type="hidden" name="intent" value="cancel" />
          <Button type="submit" variant="danger" disabled={busy}>
            Cancel Order
          </Button>
        </Form>
      ) : null}
      {canRefund ? (
        <Form method="post" className="mt-4 space-y-3">
          <p className="text-sm text-ink-soft">
            Not feeling it? Tell us why and our team reviews your request within 24-48 hours.
          </p>
          <input type="hidden" name="intent" value="refund" />
          <Field label="Reason for refund">
            <Textarea name="reason" maxLength={1000} />
          </Field>
          <Button type="submit" variant="outline" disabled={busy}>
            Request Refund
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
