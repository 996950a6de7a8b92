// The error boundary of the order pages: 'Order not found' for a 404, anything else goes up.
import { isRouteErrorResponse, Link } from "react-router";
import { Button } from "~/components/ui/button";

export function OrderNotFoundBoundary({ error }: { error: unknown }) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-extrabold">Order not found</h1>
      <p className="mt-4 text-ink-soft">We couldn&apos;t find that order in your account.</p>
      <Button asChild className="mt-8">
        <Link to="/orders">Back to Orders</Link>
      </Button>
      <p className="mt-6 text-sm">
        Checked out without an account?{" "}
        <Link to="/orders/lookup" className="font-semibold text-lilac-deep underline">
          Find your order
        </Link>
      </p>
    </section>
  );
}
