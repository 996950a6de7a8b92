// /admin/settings/words: the owner's words for the hero, blurbs, newsletter, footer, contact
// details and the emails' sender (issue #30, decision 066). Admins only, in the loader and the
// action. Bad input answers 400 with the fields' messages and saves nothing.
import { data } from "react-router";
import { fieldErrorsOf, formValues, type FieldErrors } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { AdminSubpage } from "~/modules/admin";
import { adminTitle, WORD_FIELDS, WordsForm, type ShopWords } from "~/modules/settings";
import { saveWords, storeWords, wordsSchema } from "~/modules/settings/index.server";
import type { Route } from "./+types/admin.settings.words";

export const meta: Route.MetaFunction = ({ matches }) => [
  adminTitle(matches, "Words"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { values: await storeWords() };
}

type ActionData = { values: ShopWords; errors: FieldErrors; at: number };

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const values = formValues(await request.formData(), WORD_FIELDS);
  const parsed = wordsSchema.safeParse(values);
  if (!parsed.success) {
    const typed = Object.fromEntries(WORD_FIELDS.map((field) => [field, String(values[field] ?? "")]));
    return data<ActionData>(
      { values: typed as ShopWords, errors: fieldErrorsOf(parsed.error), at: Date.now() },
      { status: 400 },
    );
  }
  await saveWords(parsed.data);
  return redirectWithToast("/admin/settings/words", { type: "success", title: "Words saved" });
}

export default function WordsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSubpage title="Words">
      <p className="mb-8 max-w-2xl text-ink-soft">
        The texts of the home page, the footer, the Contact page and the emails&apos; sender, shown to every visitor
        from the next page load.
      </p>
      <WordsForm
        key={actionData?.at ?? "saved"}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
      />
    </AdminSubpage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
