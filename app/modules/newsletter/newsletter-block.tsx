// The home page's newsletter block: an email field and 'Subscribe'.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toaster";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { fieldErrorsOf } from "~/lib/forms";
import { checkThenSubmit } from "~/lib/use-form-check";

type ActionResult = { ok: true; title: string; description: string } | { ok: false; error: string };

/** The block's heading and text are the owner's words (store settings, decision 066). */
export function NewsletterBlock({ heading, text }: { heading: string; text: string }) {
  const fetcher = useFetcher<ActionResult>({ key: "newsletter" });
  const [clientError, setClientError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data;
  const error = clientError ?? (result && !result.ok ? result.error : undefined);

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      toast.success(result.title, { description: result.description });
      formRef.current?.reset();
    }
  }, [fetcher.state, result]);

  return (
    <section className="mx-auto mt-24 max-w-7xl px-4 sm:px-6">
      <div className="rounded-[2rem] border-2 border-ink bg-gradient-to-br from-lilac via-bubblegum to-peach p-10 text-center sm:p-16">
        <h2 className="text-4xl font-extrabold">{heading}</h2>
        {text ? <p className="mx-auto mt-3 max-w-xl text-ink/80">{text}</p> : null}
        <fetcher.Form
          ref={formRef}
          method="post"
          action="/newsletter"
          noValidate
          className="mx-auto mt-8 flex max-w-md flex-col gap-3 sm:flex-row"
          onSubmit={checkThenSubmit(async (form) => {
            const { newsletterSchema } = await import("./newsletter.schema");
            const parsed = newsletterSchema.safeParse({ email: new FormData(form).get("email") });
            setClientError(parsed.success ? undefined : fieldErrorsOf(parsed.error).email);
            return parsed.success;
          })}
        >
          <div className="flex-1 text-left">
            <label htmlFor="newsletter-email" className="sr-only">
              Email address
            </label>
            <Input
              id="newsletter-email"
              type="email"
              name="email"
              placeholder="Your email"
              autoComplete="email"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "newsletter-error" : undefined}
            />
            {error ? (
              <p id="newsletter-error" className="mt-1.5 text-sm font-semibold text-ink">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            Subscribe
          </Button>
        </fetcher.Form>
      </div>
    </section>
  );
}
