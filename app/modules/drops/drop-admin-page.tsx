// One drop's admin page: its stats (notify list, units, revenue, sell-through), the edition sizes
// once live, the edit form until launch and "End drop now" while live.
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";
import { formatPrice } from "~/lib/money";
import { DropForm, type DropFormValues } from "./drop-form";
import { dropPhase, formatDropTime } from "./drop-state";

/** What the loader sends (loadDropAdmin on the server). */
export type DropAdminPageData = {
  name: string;
  slug: string;
  launchAt: string;
  endsAt: string | null;
  values: DropFormValues;
  serverNow: number;
  choices: { handle: string; name: string; images: string[] }[];
  stats: { handle: string; editionSize: number | null; taken: number; sold: number; revenueCents: number }[];
  notifyList: number;
  sellThrough: { minute: number; cumulative: number; share: number | null }[];
  timeZone: string;
};

export function DropAdminPage({
  data: d,
  errors,
  values,
}: {
  data: DropAdminPageData;
  /** The last post's errors at their fields. */
  errors: FieldErrors;
  /** The refused drop form's values, to show again. */
  values: DropFormValues | null;
}) {
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
        <UnitsPerProductTable stats={d.stats} phase={phase} errors={errors} />
        <SellThrough points={d.sellThrough} />
      </section>
      {phase === "upcoming" ? (
        <>
          <h2 className="mb-4 mt-10 text-2xl font-extrabold">Edit</h2>
          <DropForm
            values={values ?? d.values}
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

/** Raise (or set) one product's edition size once the drop is live. */
function EditionSizeForm({
  handle,
  editionSize,
  error,
}: {
  handle: string;
  editionSize: number | null;
  error: string | undefined;
}) {
  return (
    <Form method="post" className="flex items-start gap-2">
      <input type="hidden" name="intent" value="raise" />
      <input type="hidden" name="handle" value={handle} />
      <div>
        <label htmlFor={`raise-${handle}`} className="sr-only">
          Edition size of {handle}
        </label>
        <Input
          id={`raise-${handle}`}
          name="editionSize"
          inputMode="numeric"
          defaultValue={editionSize ?? ""}
          className="w-24"
        />
        {error ? <p className="mt-1 text-sm font-semibold text-bubblegum-deep">{error}</p> : null}
      </div>
      <Button type="submit" size="sm" variant="secondary">
        Save
      </Button>
    </Form>
  );
}

/** How many units had sold, minute by minute after launch. */
function SellThrough({ points }: { points: DropAdminPageData["sellThrough"] }) {
  return (
    <>
      <h3 className="mt-6 text-lg font-bold">Sell-through</h3>
      {points.length ? (
        <ol aria-label="Sell-through over time" className="mt-2 grid gap-1">
          {points.map((point) => (
            <li key={point.minute}>
              {point.minute} min after launch: {point.cumulative} sold
              {point.share !== null ? ` (${Math.round(point.share * 100)}% of the edition)` : ""}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-ink-soft">Nothing sold yet.</p>
      )}
    </>
  );
}

/** Units sold, reserved and revenue per product; once launched, each edition size to raise. */
function UnitsPerProductTable({
  stats,
  phase,
  errors,
}: {
  stats: DropAdminPageData["stats"];
  phase: ReturnType<typeof dropPhase>;
  errors: FieldErrors;
}) {
  return (
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
        {stats.map((row) => (
          <tr key={row.handle}>
            <td>{row.handle}</td>
            <td>
              {row.sold} / {row.editionSize ?? "unlimited"}
            </td>
            <td>{row.taken - row.sold}</td>
            <td>{formatPrice(row.revenueCents)}</td>
            {phase !== "upcoming" ? (
              <td>
                <EditionSizeForm
                  handle={row.handle}
                  editionSize={row.editionSize}
                  error={errors[`raise:${row.handle}`]}
                />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
