// The drawer's discount code (Variant B): the code goes to the platform with the cart, and the
// platform says whether it applies. The platform owns its discounts; ours are not used there.
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

export type DiscountCheck = { code: string; applicable: boolean } | null;

type Props = {
  platformName: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** Sends the cart with the code to the platform; whether it found the code applicable. */
  check: (code: string) => Promise<boolean | null>;
};

export function HostedDiscountCode({ platformName, code, onCodeChange, check }: Props) {
  const [result, setResult] = useState<DiscountCheck>(null);
  const [busy, setBusy] = useState(false);
  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = code.trim();
    if (!sent) return setResult(null);
    setBusy(true);
    try {
      const applicable = await check(sent);
      setResult(applicable === null ? null : { code: sent, applicable });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={apply} aria-label="Apply a discount code" className="space-y-1.5">
      <label htmlFor="hosted-discount-code" className="block text-sm font-semibold">
        Discount code
      </label>
      <div className="flex gap-2">
        <Input
          id="hosted-discount-code"
          value={code}
          maxLength={64}
          autoComplete="off"
          onChange={(event) => {
            onCodeChange(event.currentTarget.value);
            setResult(null);
          }}
        />
        <Button type="submit" variant="outline" disabled={busy}>
          Apply
        </Button>
      </div>
      <p role="status" className="text-sm font-semibold">
        {result
          ? result.applicable
            ? `${platformName} will apply ${result.code} at checkout`
            : `${platformName} can't apply ${result.code} to this cart`
          : null}
      </p>
    </form>
  );
}
