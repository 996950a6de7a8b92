// The frame shared by the account pages: a centred card with a title, a line under it and a form.
import type { ReactNode } from "react";

export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <div className="rounded-[2rem] border-2 border-ink bg-white p-8 shadow-soft sm:p-10">
        <h1 className="text-center text-4xl font-extrabold">{title}</h1>
        {intro ? <p className="mt-3 text-center text-ink-soft">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** A message about the whole form (the server's answer), read out when it appears. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-2xl border-2 border-bubblegum-deep bg-bubblegum/30 px-4 py-3 text-sm font-semibold"
    >
      {message}
    </p>
  );
}
