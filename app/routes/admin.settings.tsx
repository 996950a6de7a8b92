// /admin/settings: the owner names the shop, sets its SEO defaults (issue #30, decision 061) and
// connects the print partners (decision 070). Admins only, in the loader and the action. Bad input
// answers 400 with the fields' messages and saves nothing.
import { data, Link } from "react-router";
import { env } from "~/lib/env.server";
import { fieldErrorsOf, formValues, type FieldErrors } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { AdminSubpage } from "~/modules/admin";
import {
  adminTitle,
  ConnectionsSection,
  SHOP_SETTINGS_FIELDS,
  StoreSettingsForm,
  type ShopSettings,
} from "~/modules/settings";
import {
  connectionAction,
  connectionsView,
  type ConnectionActionData,
  saveGuestCheckout,
  savedGuestCheckout,
  saveStoreSettings,
  shopSettingsSchema,
  storeSettings,
} from "~/modules/settings/index.server";
import type { Route } from "./+types/admin.settings";

export const meta: Route.MetaFunction = ({ matches }) => [
  adminTitle(matches, "Store settings"),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  // "Let shoppers check out without an account" (decision 065): its own column, its own checkbox.
  const guestCheckout = { saved: await savedGuestCheckout(), fromEnv: env.GUEST_CHECKOUT ?? null };
  return { values: await storeSettings(), guestCheckout, connections: await connectionsView() };
}

type ActionData = { values: ShopSettings; guestCheckout: boolean; errors: FieldErrors; at: number };

const isConnectionData = (value: unknown): value is ConnectionActionData =>
  typeof value === "object" && value !== null && "partner" in value;

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "connect" || intent === "disconnect") return connectionAction(form);
  const values = formValues(form, SHOP_SETTINGS_FIELDS);
  const guestCheckout = form.get("guestCheckout") === "on";
  const parsed = shopSettingsSchema.safeParse(values);
  if (!parsed.success) {
    const typed = Object.fromEntries(SHOP_SETTINGS_FIELDS.map((field) => [field, String(values[field] ?? "")]));
    return data<ActionData>(
      { values: typed as ShopSettings, guestCheckout, errors: fieldErrorsOf(parsed.error), at: Date.now() },
      { status: 400 },
    );
  }
  await saveStoreSettings(parsed.data);
  await saveGuestCheckout(guestCheckout);
  return redirectWithToast("/admin/settings", { type: "success", title: "Settings saved" });
}

export default function StoreSettingsRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const connectionFailed = isConnectionData(answer) ? answer : undefined;
  const actionData = isConnectionData(answer) ? undefined : answer;
  return (
    <AdminSubpage title="Store settings">
      <p className="mb-8 max-w-2xl text-ink-soft">
        The shop&apos;s name and search-engine texts, shown to every visitor from the next page load.
      </p>
      <StoreSettingsForm
        key={actionData?.at ?? "saved"}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        guestCheckout={
          actionData ? { ...loaderData.guestCheckout, saved: actionData.guestCheckout } : loaderData.guestCheckout
        }
      />
      <WordsAndPages />
      <ConnectionsSection connections={loaderData.connections} failed={connectionFailed} />
    </AdminSubpage>
  );
}

const EDITED = [
  ["/admin/settings/brand", "Logo and colours"],
  ["/admin/settings/words", "Words: hero, blurbs, newsletter, footer, contact, email sender"],
  ["/admin/settings/pages/about", "About page"],
  ["/admin/settings/pages/shipping", "Shipping page"],
  ["/admin/settings/pages/returns", "Returns page"],
  ["/admin/settings/pages/privacy", "Privacy page"],
  ["/admin/settings/pages/terms", "Terms page"],
  ["/admin/settings/faq", "FAQ page"],
] as const;

/** The logo and colours, the words and the pages, each edited on a page of its own (decision 066). */
function WordsAndPages() {
  return (
    <section aria-labelledby="words-pages-heading" className="mt-12 max-w-2xl">
      <h2 id="words-pages-heading" className="text-2xl font-extrabold">
        Brand, words and pages
      </h2>
      <ul className="mt-4 space-y-2">
        {EDITED.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className="font-semibold text-lilac-deep underline">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
