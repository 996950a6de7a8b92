// The sandbox's card form. The numbers are Stripe's documented test cards; nothing is stored.
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

export function SandboxCardFields({ errors }: { errors: Record<string, string | undefined> }) {
  return (
    <div className="space-y-4">
      <p className="rounded-2xl bg-butter/60 px-4 py-3 text-sm">
        Test mode: no real money moves. Use <strong>4242 4242 4242 4242</strong> to pay,{" "}
        <strong>4000 0000 0000 0002</strong> for a declined card or <strong>4000 0000 0000 9995</strong> for
        insufficient funds, with any future expiry and any CVC.
      </p>
      <Field label="Card number" error={errors.cardNumber}>
        <Input name="cardNumber" inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Expiry (MM/YY)" error={errors.cardExpiry}>
          <Input name="cardExpiry" autoComplete="cc-exp" placeholder="12/34" />
        </Field>
        <Field label="CVC" error={errors.cardCvc}>
          <Input name="cardCvc" inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
        </Field>
      </div>
    </div>
  );
}
