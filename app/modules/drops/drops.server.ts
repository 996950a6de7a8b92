// Reading drops: a product's drop state (with units taken), a drop by slug, the next drop.
import { desc, eq, gt, or, isNull, sql, and, inArray } from "drizzle-orm";
import { db, queryRows, schema, type Db, type Tx } from "~/lib/db.server";
import { dropOrderLinesSql } from "~/modules/order-lifecycle/index.server";
import { dropPhase, unitsLeft, type DropProductState } from "./drop-state";
import type { DropStatus } from "./drop-view";

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Units of a drop's product in orders that hold them: not cancelled, payment not declined
 * (pending: reserved; paid: sold; decision 055).
 */
export const takenSql = (dropId: unknown, productId: unknown) => sql<number>`coalesce((
  select sum(l.quantity) from ${dropOrderLinesSql} l
  where l.drop_id = ${dropId} and l.product_id = ${productId}
    and l.status <> 'cancelled' and l.payment_status <> 'failed'), 0)::int`;

type StateRow = {
  drop_id: string;
  slug: string;
  name: string;
  product_id: string | null;
  product_handle: string;
  launch_at: string | Date;
  ends_at: string | Date | null;
  after_end: "remove" | "normal";
  edition_size: number | null;
  per_customer_limit: number | null;
  taken: number | string;
};

const toState = (row: StateRow): DropProductState => ({
  dropId: row.drop_id,
  slug: row.slug,
  name: row.name,
  productId: row.product_id,
  productHandle: row.product_handle,
  launchAt: iso(row.launch_at)!,
  endsAt: iso(row.ends_at),
  afterEnd: row.after_end,
  editionSize: row.edition_size,
  perCustomerLimit: row.per_customer_limit,
  taken: Number(row.taken),
});

/**
 * Every drop product row for these products (by id) or handles, newest launch first, with the
 * units taken. `lock` takes the drop_products rows FOR UPDATE (the reservation gate).
 */
export async function dropRowsFor(
  executor: Db | Tx,
  keys: { productIds?: string[]; handles?: string[] },
  lock = false,
): Promise<DropProductState[]> {
  const ids = keys.productIds ?? [];
  const handles = keys.handles ?? [];
  if (!ids.length && !handles.length) return [];
  const idList = ids.length
    ? sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )
    : sql`null::uuid`;
  const handleList = handles.length
    ? sql.join(
        handles.map((h) => sql`${h}`),
        sql`, `,
      )
    : sql`null::text`;
  const rows = await queryRows<StateRow>(
    sql`
    select dp.drop_id, d.slug, d.name, dp.product_id, dp.product_handle, d.launch_at, d.ends_at, d.after_end,
      dp.edition_size, dp.per_customer_limit, ${takenSql(sql`dp.drop_id`, sql`dp.product_id`)} as taken
    from ${schema.dropProducts} dp join ${schema.drops} d on d.id = dp.drop_id
    where dp.product_id in (${idList}) or dp.product_handle in (${handleList})
    order by dp.id
    ${lock ? sql`for update of dp` : sql``}`,
    executor,
  );
  return rows.map(toState).sort((a, b) => Date.parse(b.launchAt) - Date.parse(a.launchAt));
}

/** The drop that governs each product: its newest by launch time (keyed by product id and handle). */
export function governingStates(rows: DropProductState[]) {
  const byKey = new Map<string, DropProductState>();
  for (const row of rows) {
    if (row.productId && !byKey.has(row.productId)) byKey.set(row.productId, row);
    if (!byKey.has(row.productHandle)) byKey.set(row.productHandle, row);
  }
  return byKey;
}

/**
 * The states pages show: a product's governing drop unless that drop ended and returned its
 * products to normal sale (then the product is an ordinary one again).
 */
export async function dropStatesFor(keys: { productIds?: string[]; handles?: string[] }, now = Date.now()) {
  const states = governingStates(await dropRowsFor(db, keys));
  for (const [key, state] of states) {
    if (state.afterEnd === "normal" && dropPhase(state, now) === "ended") states.delete(key);
  }
  return states;
}

export async function dropBySlug(slug: string) {
  const [drop] = await db.select().from(schema.drops).where(eq(schema.drops.slug, slug));
  if (!drop) return null;
  const rows = await db
    .select()
    .from(schema.dropProducts)
    .where(eq(schema.dropProducts.dropId, drop.id))
    .orderBy(schema.dropProducts.createdAt, schema.dropProducts.productHandle);
  return { drop, products: rows };
}

/** The next drop to launch, else one live now: what the home hero shows. */
export async function nextDrop(now = new Date()) {
  const [upcoming] = await db
    .select()
    .from(schema.drops)
    .where(gt(schema.drops.launchAt, now))
    .orderBy(schema.drops.launchAt)
    .limit(1);
  if (upcoming) return upcoming;
  const [live] = await db
    .select()
    .from(schema.drops)
    .where(or(isNull(schema.drops.endsAt), gt(schema.drops.endsAt, now)))
    .orderBy(desc(schema.drops.launchAt))
    .limit(1);
  return live ?? null;
}

export async function listDrops() {
  return db.select().from(schema.drops).orderBy(desc(schema.drops.launchAt));
}

/** Drops (other than `exceptDropId`) not yet ended that hold one of these handles. */
export async function liveDropsHolding(handles: string[], exceptDropId: string | null, now = new Date()) {
  if (!handles.length) return [];
  return db
    .select({ handle: schema.dropProducts.productHandle, drop: schema.drops.name })
    .from(schema.dropProducts)
    .innerJoin(schema.drops, eq(schema.drops.id, schema.dropProducts.dropId))
    .where(
      and(
        inArray(schema.dropProducts.productHandle, handles),
        or(isNull(schema.drops.endsAt), gt(schema.drops.endsAt, now)),
        exceptDropId ? sql`${schema.drops.id} <> ${exceptDropId}` : sql`true`,
      ),
    );
}

/** The status endpoint's answer: the server's clock and units left per product; null when unknown. */
export async function dropStatus(slug: string): Promise<DropStatus | null> {
  const found = await dropBySlug(slug);
  if (!found) return null;
  const rows = await dropRowsFor(db, { handles: found.products.map((p) => p.productHandle) });
  return {
    now: Date.now(),
    launchAt: found.drop.launchAt.toISOString(),
    endsAt: found.drop.endsAt ? found.drop.endsAt.toISOString() : null,
    products: rows
      .filter((row) => row.dropId === found.drop.id)
      .map((row) => ({
        productId: row.productId,
        handle: row.productHandle,
        editionSize: row.editionSize,
        left: unitsLeft(row),
      })),
  };
}
