// The cart's and checkout's promotion code field: apply or remove a code, and what the server said of it.
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { MAX_CODE_LENGTH } from "./pricing";
import { saveCode } from "./code-store";

/** What the server's quote said of the code: its refusal, the code applied and the floor's notices. */
export type CodeOutcome = { refusal: string | null; appliedCode: string | null; notices: string[] };

type Props = { code: string; quote: CodeOutcome | null; loading: boolean };

export function PromotionCodeField({ code, quote, loading }: Props) {
  const [draft, setDraft] = useState(code);
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    saveCode(draft);
  }
  const refusal = quote?.refusal ?? null;
  return (
    <div className="mt-6 border-t-2 border-line pt-4">
      {/* Its own small form: Enter applies the code, never submits the checkout. */}
      <form onSubmit={apply} aria-label="Apply a promotion code" className="flex items-end gap-2">
        <div className="flex-1 space-y-1.5">
          <label htmlFor="promotion-code" className="block text-sm font-semibold text-ink">
            Promotion code
          </label>
          <Input
            id="promotion-code"
            value={draft}
            maxLength={MAX_CODE_LENGTH}
            autoComplete="off"
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? "promotion-code-message" : undefined}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          Apply
        </Button>
      </form>
      <div role="status" id="promotion-code-message" className="mt-2 text-sm font-semibold">
        {loading ? null : refusal ? (
          <p className="text-bubblegum-deep">{refusal}</p>
        ) : quote?.appliedCode ? (
          <p className="flex items-center justify-between gap-2 text-ink">
            <span>Code {quote.appliedCode} applied</span>
            <button
              type="button"
              className="text-ink-soft underline"
              onClick={() => {
                setDraft("");
                saveCode("");
              }}
            >
              Remove code
            </button>
          </p>
        ) : null}
        {quote?.notices.map((notice) => (
          <p key={notice} className="text-ink-soft">
            {notice}
          </p>
        ))}
      </div>
    </div>
  );
}
