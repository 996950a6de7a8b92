// An owner's page under the dashboard (promotions, reviews): the way back, its heading, its content.
import { Link } from "react-router";

export function AdminSubpage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <p>
        <Link to="/admin" className="font-semibold text-lilac-deep underline">
          Back to the dashboard
        </Link>
      </p>
      <h1 className="mt-4 text-4xl font-extrabold">{title}</h1>
      <div className="mt-8">{children}</div>
    </section>
  );
}
