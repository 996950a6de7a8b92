// /admin/settings/faq: the owner edits the FAQ's questions and Markdown answers: add, remove, move
// up or down, preview (rendered on the server) and save, dated today (issue #30, decision 066).
// Admins only. Every button posts, so it works without JavaScript; bad input answers 400 with the
// messages at their fields and saves nothing.
import { data } from "react-router";
import { fieldErrorsOf, type FieldErrors } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { AdminSubpage } from "~/modules/admin";
import { FaqEditor } from "~/modules/content";
import {
  faqEditorItems,
  faqFields,
  faqSchema,
  postedFaq,
  previewHtml,
  rearrangedFaq,
  saveFaq,
} from "~/modules/content/index.server";
import { adminTitle } from "~/modules/settings";
import type { Route } from "./+types/admin.settings.faq";

export const meta: Route.MetaFunction = ({ matches }) => [
  adminTitle(matches, "FAQ page"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { items: await faqEditorItems() };
}

type Item = { question: string; answer: string };
type ActionData = {
  items: Item[];
  preview?: { question: string; answerHtml: string }[];
  errors: FieldErrors;
  at: number;
};

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  const posted = postedFaq(form);
  const intent = String(form.get("intent") ?? "");
  const rearranged = rearrangedFaq(posted, intent);
  if (rearranged) return data<ActionData>({ items: rearranged, errors: {}, at: Date.now() });

  const values = Object.fromEntries(faqFields(posted.length).map((field) => [field, form.get(field) ?? undefined]));
  const parsed = faqSchema(posted.length).safeParse(values);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (posted.length === 0) errors.form = "Add at least one question";
  if (!parsed.success || posted.length === 0) {
    return data<ActionData>({ items: posted, errors, at: Date.now() }, { status: 400 });
  }
  const items = posted.map((_, index) => ({
    question: String(parsed.data[`question-${index}`]),
    answer: String(parsed.data[`answer-${index}`]),
  }));
  if (intent === "preview") {
    const preview = items.map(({ question, answer }) => ({ question, answerHtml: previewHtml(answer) }));
    return data<ActionData>({ items, preview, errors: {}, at: Date.now() });
  }
  await saveFaq(items);
  return redirectWithToast("/admin/settings/faq", { type: "success", title: "FAQ saved" });
}

export default function FaqEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSubpage title="FAQ page">
      <p className="mb-8 max-w-2xl text-ink-soft">
        Shown at{" "}
        <a href="/faq" className="font-semibold text-lilac-deep underline">
          /faq
        </a>
        , in this order. Saving dates the page today.
      </p>
      <FaqEditor
        key={actionData?.at ?? "saved"}
        items={actionData?.items ?? loaderData.items}
        preview={actionData?.preview}
        errors={actionData?.errors ?? {}}
      />
    </AdminSubpage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
