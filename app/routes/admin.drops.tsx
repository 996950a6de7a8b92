// /admin/drops: the owner's drops, and the form that creates one.
import { data, Link, redirect } from "react-router";
import { env } from "~/lib/env.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { DropForm, EMPTY_DROP_FORM, formatDropTime, readDropForm } from "~/modules/drops";
import { dropProductChoices, listDrops, saveDrop } from "~/modules/drops/index.server";
import { adminTitle } from "~/modules/settings";
import type { Route } from "./+types/admin.drops";

export const meta: Route.MetaFunction = ({ matches }) => [
  adminTitle(matches, "Drops"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [drops, choices] = await Promise.all([listDrops(), dropProductChoices()]);
  return {
    drops: drops.map((drop) => ({
      id: drop.id,
      name: drop.name,
      slug: drop.slug,
      launchAt: drop.launchAt.toISOString(),
    })),
    choices,
    timeZone: env.SHOP_TIME_ZONE,
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  const result = await saveDrop(form, null);
  if (!result.ok) return data({ errors: result.errors, values: readDropForm(form) }, { status: 400 });
  return redirect(`/admin/drops/${result.dropId}`);
}

export default function AdminDrops({ loaderData, actionData }: Route.ComponentProps) {
  const { drops, choices, timeZone } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold">Drops</h1>
      {drops.length ? (
        <ul aria-label="Drops" className="mt-6 grid gap-2">
          {drops.map((drop) => (
            <li key={drop.id}>
              <Link to={`/admin/drops/${drop.id}`} className="font-bold hover:text-lilac-deep">
                {drop.name}
              </Link>{" "}
              <span className="text-ink-soft">· {formatDropTime(drop.launchAt, timeZone)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-ink-soft">No drops yet.</p>
      )}
      <h2 className="mb-4 mt-10 text-2xl font-extrabold">New drop</h2>
      <DropForm
        values={actionData?.values ?? EMPTY_DROP_FORM}
        errors={actionData?.errors ?? {}}
        choices={choices}
        timeZone={timeZone}
        submitLabel="Create drop"
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
