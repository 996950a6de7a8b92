// /admin/drops/:id: one drop: edit it until launch; after launch end it early or raise an
// edition; its notify list, units sold, revenue and sell-through.
import { data, Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { env } from "~/lib/env.server";
import { isUuid } from "~/lib/ids";
import { formatPrice } from "~/lib/money";
import { redirectWithToast } from "~/lib/toast.server";
import { AdminVerifyBoundary } from "~/modules/accounts";
import { requireAdmin } from "~/modules/accounts/index.server";
import { DropForm, dropPhase, formatDropTime, raiseEditionSchema, readDropForm } from "~/modules/drops";
import {
  dropFormValues,
  dropProductChoices,
  dropProductStats,
  dropSellThrough,
  endDropEarly,
  notifyListSize,
  raiseEdition,
  saveDrop,
} from "~/modules/drops/index.server";
import type { Route } from "./+types/admin.drops.$id";

export const meta: Route.MetaFunction = () => [
  { title: "Drop — softdrop admin" },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const found = isUuid(params.id) ? await dropFormValues(params.id) : null;
  if (!found) throw data(null, { status: 404 });
  const [choices, stats, notifyList, sellThrough] = await Promise.all([
    dropProductChoices(),
    dropProductStats(params.id),
    notifyListSize(params.id),
    dropSellThrough(params.id),
  ]);
  const { drop } = found;
  return {
    id: drop.id,
    name: drop.name,
    slug: drop.slug,
    launchAt: drop.launchAt.toISOString(),
    endsAt: drop.endsAt ? drop.endsAt.toISOString() : null,
    values: found.values,
    serverNow: Date.now(),
    choices,
    stats,
    notifyList,
    sellThrough,
    timeZone: env.SHOP_TIME_ZONE,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const here = `/admin/drops/${params.id}`;
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  if (intent === "end") {
    const ended = await endDropEarly(params.id);
    if (!ended) return data({ errors: { form: "Only a live drop can be ended early" }, values: null }, { status: 409 });
    return redirectWithToast(here, { type: "success", title: "Drop ended" });
  }
  if (intent === "raise") {
    const parsed = raiseEditionSchema.safeParse({ handle: form.get("handle"), editionSize: form.get("editionSize") });
    const handle = String(form.get("handle") ?? "");
    if (!parsed.success) {
      return data({ errors: { [`raise:${handle}`]: parsed.error.issues[0]!.message }, values: null }, { status: 400 });
    }
    const problem = await raiseEdition(params.id, parsed.data.handle, parsed.data.editionSize!);
    if (problem) return data({ errors: { [`raise:${handle}`]: problem }, values: null }, { status: 400 });
    return redirectWithToast(here, { type: "success", title: "Edition size saved" });
  }
  const result = await saveDrop(form, params.id);
  if (!result.ok) return data({ errors: result.errors, values: readDropForm(form) }, { status: 400 });
  return redirectWithToast(here, { type: "success", title: "Drop saved" });
}

export default function AdminDrop({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const phase = dropPhase(d, d.serverNow);
  const sold = d.stats.reduce((sum, row) => sum + row.sold, 0);
  const revenue = d.stats.reduce((sum, row) => sum + row.revenueCents, 0);
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <p>
        <Link to="/admin/drops" className="text-sm font-semibold text-ink-soft hover:text-ink">
          All drops
        </Link>
      </p>
      <h1 className="mt-2 text-4xl font-extrabold">{d.name}</h1>
      <p className="mt-2 text-ink-soft">
        <Link to={`/drops/${d.slug}`} className="underline">
          /drops/{d.slug}
        </Link>{" "}
        · launches {formatDropTime(d.launchAt, d.timeZone)}
        {d.endsAt ? ` · ends ${formatDropTime(d.endsAt, d.timeZone)}` : ""} · {phase}
      </p>
      <section aria-labelledby="drop-stats" className="mt-8 rounded-card border-2 border-line bg-white p-6">
        <h2 id="drop-stats" className="text-2xl font-extrabold">
          Stats
        </h2>
        <dl className="mt-3 grid grid-cols-3 gap-4">
          <div>
            <dt className="text-sm text-ink-soft">Notify list</dt>
            <dd className="text-2xl font-extrabold" data-testid="notify-list-size">
              {d.notifyList}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-soft">Units sold</dt>
            <dd className="text-2xl font-extrabold">{sold}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-soft">Revenue</dt>
            <dd className="text-2xl font-extrabold">{formatPrice(revenue)}</dd>
          </div>
        </dl>
        <table className="mt-4 w-full text-left">
          <caption className="sr-only">Units per product</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Sold / edition</th>
              <th scope="col">Reserved</th>
              <th scope="col">Revenue</th>
              {phase !== "upcoming" ? <th scope="col">Edition size</th> : null}
            </tr>
          </thead>
          <tbody>
            {d.stats.map((row) => (
              <tr key={row.handle}>
                <td>{row.handle}</td>
                <td>
                  {row.sold} / {row.editionSize ?? "unlimited"}
                </td>
                <td>{row.taken - row.sold}</td>
                <td>{formatPrice(row.revenueCents)}</td>
                {phase !== "upcoming" ? (
                  <td>
                    <Form method="post" className="flex items-start gap-2">
                      <input type="hidden" name="intent" value="raise" />
                      <input type="hidden" name="handle" value={row.handle} />
                      <div>
                        <label htmlFor={`raise-${row.handle}`} className="sr-only">
                          Edition size of {row.handle}
                        </label>
                        <Input
                          id={`raise-${row.handle}`}
                          name="editionSize"
                          inputMode="numeric"
                          defaultValue={row.editionSize ?? ""}
                          className="w-24"
                        />
                        {errors[`raise:${row.handle}`] ? (
                          <p className="mt-1 text-sm font-semibold text-bubblegum-deep">
                            {errors[`raise:${row.handle}`]}
                          </p>
                        ) : null}
                      </div>
                      <Button type="submit" size="sm" variant="secondary">
                        Save
                      </Button>
                    </Form>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className="mt-6 text-lg font-bold">Sell-through</h3>
        {d.sellThrough.length ? (
          <ol aria-label="Sell-through over time" className="mt-2 grid gap-1">
            {d.sellThrough.map((point) => (
              <li key={point.minute}>
                {point.minute} min after launch: {point.cumulative} sold
                {point.share !== null ? ` (${Math.round(point.share * 100)}% of the edition)` : ""}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-ink-soft">Nothing sold yet.</p>
        )}
      </section>
      {phase === "upcoming" ? (
        <>
          <h2 className="mb-4 mt-10 text-2xl font-extrabold">Edit</h2>
          <DropForm
            values={actionData?.values ?? d.values}
            errors={errors}
            choices={d.choices}
            timeZone={d.timeZone}
            submitLabel="Save drop"
          />
        </>
      ) : phase === "live" ? (
        <Form method="post" className="mt-8">
          <input type="hidden" name="intent" value="end" />
          {errors.form ? <p className="mb-2 font-semibold text-bubblegum-deep">{errors.form}</p> : null}
          <Button type="submit" variant="secondary">
            End drop now
          </Button>
        </Form>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminVerifyBoundary error={error} />;
}
