// /product/:idOrHandle/review: a buyer's review of the product (issue #34). Signed-in customers
// with a delivered order holding it, once; everyone else is told why not, and the action refuses
// a crafted post the same way.
import { data, useNavigation } from "react-router";
import { PRIVATE_CACHE } from "~/lib/cache-control.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireUser } from "~/modules/accounts/index.server";
import { ProductSubpage } from "~/modules/catalog";
import { catalog } from "~/modules/catalog/index.server";
import { ReviewForm, reviewValues } from "~/modules/reviews";
import { reviewedProduct, reviewEligibility, submitReview } from "~/modules/reviews/index.server";
import { pageTitle } from "~/modules/settings";
import type { Route } from "./+types/product.review";

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  pageTitle(matches, data ? `Review ${data.name}` : "Product not found"),
  { name: "robots", content: "noindex" },
];

async function productOf(idOrHandle: string) {
  const product = await catalog.getProduct(idOrHandle);
  if (!product) throw data(null, { status: 404, headers: { "Cache-Control": PRIVATE_CACHE } });
  return product;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const product = await productOf(params.idOrHandle);
  const eligibility = await reviewEligibility(user.id, reviewedProduct(product));
  return { name: product.name, handle: product.handle, refusal: eligibility.may ? null : eligibility.reason };
}

export async function action({ params, request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const product = await productOf(params.idOrHandle);
  const result = await submitReview(user, reviewedProduct(product), reviewValues(await request.formData()));
  if (result.ok) {
    return redirectWithToast(`/product/${encodeURIComponent(product.handle)}`, {
      type: "success",
      title: "Thanks for your review!",
      description: "It shows on the product page once the shop has approved it.",
    });
  }
  return data({ errors: result.fieldErrors }, { status: result.refused ? 403 : 400 });
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { name, handle, refusal } = loaderData;
  const submitting = useNavigation().state === "submitting";
  return (
    <ProductSubpage name={name} handle={handle} title={`Review ${name}`}>
      {refusal ? (
        <p role="status" className="mt-6 text-lg">
          {refusal}.
        </p>
      ) : (
        <div className="mt-6">
          <ReviewForm errors={actionData?.errors} submitting={submitting} />
        </div>
      )}
    </ProductSubpage>
  );
}
