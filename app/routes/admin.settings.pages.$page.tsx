// /admin/settings/pages/:page: the owner edits About, Shipping, Returns, Privacy or Terms as
// Markdown, previews it (rendered on the server) and saves it, dated today (issue #30, decision 066).
// Admins only. Bad input answers 400 with the field's message and saves nothing.
import { data } from "react-router";
import { fieldErrorsOf, formValues, type FieldErrors } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { AdminSubpage } from "~/modules/admin";
import { PageEditor } from "~/modules/content";
import { isPageKey, pageMarkdown, pageSchema, previewHtml, savePageMarkdown } from "~/modules/content/index.server";
import { adminTitle } from "~/modules/settings";
import type { Route } from "./+types/admin.settings.pages.$page";

const NAMES = { about: "About", shipping: "Shipping", returns: "Returns", privacy: "Privacy", terms: "Terms" };

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => [
  adminTitle(matches, `${loaded?.name ?? "Page"} page`),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

function pageOf(params: Route.LoaderArgs["params"]) {
  if (!isPageKey(params.page)) throw data(null, { status: 404 });
  return params.page;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = pageOf(params);
  return { page, name: NAMES[page], markdown: await pageMarkdown(page) };
}

type ActionData = { markdown: string; preview?: string; errors: FieldErrors; at: number };

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const page = pageOf(params);
  const form = await request.formData();
  const values = formValues(form, ["markdown"]);
  const markdown = String(values.markdown ?? "");
  const parsed = pageSchema.safeParse(values);
  if (!parsed.success) {
    return data<ActionData>({ markdown, errors: fieldErrorsOf(parsed.error), at: Date.now() }, { status: 400 });
  }
  if (form.get("intent") === "preview") {
    return data<ActionData>({ markdown, preview: previewHtml(parsed.data.markdown), errors: {}, at: Date.now() });
  }
  await savePageMarkdown(page, parsed.data.markdown);
  return redirectWithToast(`/admin/settings/pages/${page}`, { type: "success", title: `${NAMES[page]} page saved` });
}

export default function PageEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSubpage title={`${loaderData.name} page`}>
      <p className="mb-8 max-w-2xl text-ink-soft">
        Shown at{" "}
        <a href={`/${loaderData.page}`} className="font-semibold text-lilac-deep underline">
          /{loaderData.page}
        </a>
        . Saving dates the page today.
      </p>
      <PageEditor
        key={actionData?.at ?? "saved"}
        markdown={actionData?.markdown ?? loaderData.markdown}
        preview={actionData?.preview}
        errors={actionData?.errors ?? {}}
      />
    </AdminSubpage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
