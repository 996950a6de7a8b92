// /admin/drops/:id: one drop: edit it until launch; after launch end it early or raise an
// edition; its notify list, units sold, revenue and sell-through.
import { data } from "react-router";
import { redirectWithToast } from "~/lib/toast.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { DropAdminPage } from "~/modules/drops";
import { dropAdminAction, loadDropAdmin } from "~/modules/drops/index.server";
import { adminTitle } from "~/modules/settings";
import type { Route } from "./+types/admin.drops.$id";

export const meta: Route.MetaFunction = ({ matches }) => [
  adminTitle(matches, "Drop"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = await loadDropAdmin(params.id);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const result = await dropAdminAction(params.id, await request.formData());
  if (result.ok) return redirectWithToast(`/admin/drops/${params.id}`, { type: "success", title: result.title });
  if (result.status === 404) throw data(null, { status: 404 });
  return data({ errors: result.errors, values: result.values }, { status: result.status });
}

export default function AdminDrop({ loaderData, actionData }: Route.ComponentProps) {
  return <DropAdminPage data={loaderData} errors={actionData?.errors ?? {}} values={actionData?.values ?? null} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
