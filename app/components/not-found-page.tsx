// The 404 page.
import { Link } from "react-router";
import { Button } from "./ui/button";

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="font-display text-8xl font-extrabold text-lilac-deep">404</p>
      <h1 className="mt-4 text-4xl font-extrabold">Oops! Page not found</h1>
      <p className="mt-3 text-ink-soft">This page wandered off. Let&apos;s get you back to the good stuff.</p>
      <Button asChild className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
