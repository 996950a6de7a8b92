// /admin: the admin dashboard. Only admins get past the loader; everyone else is redirected.
import { data } from "react-router";
import { requireAdmin } from "~/modules/accounts/guards.server";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [{ title: "Admin Dashboard — softdrop" }];

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { adminName: admin.name };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  // The admin screen's actions (order status, product sync) arrive with the admin work.
  return data({ error: "Unknown action" }, { status: 400 });
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold">Admin Dashboard</h1>
      <p className="mt-3 text-ink-soft">Signed in as {loaderData.adminName}.</p>
    </section>
  );
}
