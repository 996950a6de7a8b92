// /admin/reviews: buyers' reviews waiting for the owner, who approves, hides or answers them. Admins only.
import { data } from "react-router";
import { AdminSubpage } from "~/modules/admin";
import { formValues } from "~/lib/forms";
import { requireAdmin } from "~/modules/accounts/index.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { AdminReviewsPage } from "~/modules/reviews";
import { moderateReview, reviewsToModerate } from "~/modules/reviews/index.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/admin.reviews";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Reviews"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { reviews: await reviewsToModerate() };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const result = await moderateReview(formValues(await request.formData(), ["intent", "reviewId", "answer"]));
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function AdminReviewsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSubpage title="Reviews">
      <AdminReviewsPage reviews={loaderData.reviews} result={actionData ?? null} />
    </AdminSubpage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
