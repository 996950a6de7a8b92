// What an account with an unverified email is told: a nudge on the account pages, and on /admin
// why a listed admin does not get in yet.
import { isRouteErrorResponse } from "react-router";

/** The 403 that requireAdmin throws for an ADMIN_EMAILS account whose email is not verified. */
export const VERIFY_TO_ADMIN = "verify-email-for-admin";

export function VerifyEmailNudge({ email }: { email: string }) {
  return (
    <p role="status" className="mt-6 rounded-card border-2 border-line bg-butter px-5 py-4">
      <strong>Please verify your email.</strong> We sent a link to {email} when you signed up. Open it to confirm this
      address is yours.
    </p>
  );
}

export function AdminVerifyBoundary({ error }: { error: unknown }) {
  const data: unknown = isRouteErrorResponse(error) ? error.data : undefined;
  if (
    !isRouteErrorResponse(error) ||
    error.status !== 403 ||
    (data as { reason?: string })?.reason !== VERIFY_TO_ADMIN
  ) {
    throw error;
  }
  const { email } = data as { email: string };
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-extrabold">Verify your email to open the admin dashboard</h1>
      <p className="mt-4 text-ink-soft">
        {email} is on the admin list, but its address is not verified yet. Open the link we emailed to {email} when the
        account was created; the admin dashboard opens once the address is verified.
      </p>
    </section>
  );
}
