// Bench figures for owner insights (issue #22): a built store on a scratch PostgreSQL database
// (softdrop_bench_insights on the server at DATABASE_URL, dropped and made again each run) with
// BENCH_INSIGHTS_ORDERS (50,000) generated orders over the past year (lines, refunds, partner
// orders with bills and lead times, payment events), then an admin's GET /admin/insights timed:
// the last 30 days (target ≤ 300 ms, the median of 10 after 3 untimed), the last 90 days and the
// CSV of 30 days for information, and the CPU time one page costs the store and PostgreSQL.
// `npm run bench -- --insights` runs only this.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startStore, type StoreProcess } from "../../tests/support/store-process";
import { backendPids, cpuMs } from "./checkout";
import { signedInShopper } from "./checkout-shoppers";
import { bounded, ms, type Row } from "./table";

const SCRATCH_DATABASE = "softdrop_bench_insights";
const ORDERS = Number(process.env.BENCH_INSIGHTS_ORDERS ?? 50_000);
const RUNS = 10;
const WARM_UP = 3;

function scratchUrl(): URL | null {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) return null;
  const scratch = new URL(url);
  scratch.pathname = `/${SCRATCH_DATABASE}`;
  return scratch;
}

/** The orders, all in SQL: one to three units of a catalogue variant each, 85 % paid. */
export async function generate(client: pg.Client) {
  await client.query(
    `
    create temp table gen as
    select gen_random_uuid() as id, i,
           now() - random() * interval '365 days' as placed,
           v.id as variant_id, v.product_id, v.size, v.color,
           1 + (random() * 2)::int as quantity,
           case when random() < 0.2 then 5.00 else 0 end as discount,
           (array['US','US','US','DE','GB','FR','CA','AU'])[1 + (i % 8)] as country,
           random() as r
    from generate_series(1, $1::int) as i
    join lateral (
      select pv.id, pv.product_id, pv.size, pv.color from product_variants pv
      offset (i % (select count(*) from product_variants)) limit 1
    ) v on true`,
    [ORDERS],
  );
  await client.query(`
    insert into orders (id, source, status, payment_status, subtotal_amount, shipping_amount, discount_amount,
                        shipping_discount_amount, total_amount, currency, shipping_address, created_at, updated_at)
    select id, 'native',
           case when r < 0.05 then 'pending' when r < 0.10 then 'cancelled' when r < 0.25 then 'processing'
                when r < 0.45 then 'shipped' else 'delivered' end,
           case when r < 0.05 then 'unpaid' when r < 0.10 then 'refunded' else 'paid' end,
           quantity * 28.00, 5.99, discount, 0, quantity * 28.00 - discount + 5.99, 'USD',
           jsonb_build_object('fullName', 'Bench Buyer', 'email', 'buyer@bench.test', 'address', '1 Way',
                              'city', 'Town', 'state', '', 'zipCode', '1', 'country', country),
           placed, placed
    from gen`);
  await client.query(`
    insert into order_items (order_id, product_id, variant_id, quantity, price, discount_amount, unit_cost, size, color)
    select id, product_id, variant_id, quantity, 28.00, discount, case when r < 0.9 then 11.50 end, size, color
    from gen`);
  await client.query(`
    insert into order_events (order_id, type, created_at) select id, 'paid', placed + interval '1 minute' from gen where r >= 0.05`);
  await client.query(`
    insert into refunds (order_id, amount, currency, provider, state, created_at)
    select id, case when r < 0.10 then quantity * 28.00 - discount + 5.99 else 10.00 end, 'USD', 'sandbox', 'succeeded', placed
    from gen where r >= 0.05 and (r < 0.10 or r > 0.97)`);
  await client.query(`
    insert into partner_orders (order_id, partner, partner_order_id, state, costs, submitted_at, shipped_at, delivered_at)
    select id, case when i % 2 = 0 then 'printful' else 'printify' end, 'bench-' || i,
           case when r >= 0.45 then 'delivered' when r >= 0.25 then 'shipped' else 'accepted' end,
           case when r > 0.3 then jsonb_build_object('currency', 'USD', 'productCents', 1150 * quantity,
                                                     'shippingCents', 399, 'totalCents', 1150 * quantity + 399) end,
           placed + interval '1 hour' * (2 + random() * 40),
           case when r >= 0.25 then placed + interval '1 day' * (2 + random() * 5) end,
           case when r >= 0.45 then placed + interval '1 day' * (8 + random() * 6) end
    from gen where r >= 0.10`);
  await client.query("analyze");
}

async function timeGet(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function insightsRows(): Promise<Row[]> {
  const databaseUrl = scratchUrl();
  if (!databaseUrl) {
    console.log("insights: skipped, DATABASE_URL names no PostgreSQL server");
    return [{ figure: "insights page on PostgreSQL", value: "PostgreSQL needed: set DATABASE_URL", target: "–" }];
  }
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${SCRATCH_DATABASE} with (force)`);
  await admin.query(`create database ${SCRATCH_DATABASE}`);
  const client = new pg.Client({ connectionString: databaseUrl.href });
  let store: StoreProcess | undefined;
  try {
    const env = {
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      PAYMENTS: "sandbox",
      RUN_WORKER: "false",
      DATABASE_URL: databaseUrl.href,
    };
    store = await startStore({ name: "bench-insights", env, startupMs: 300_000 });
    await client.connect();
    const owner = await signedInShopper(store.url, 0);
    await client.query(`update users set email_verified = true where email like 'bench-0-%'`);
    await client.query(
      `insert into user_roles (user_id, role) select id, 'admin' from users where email like 'bench-0-%'`,
    );
    console.log(`insights: generating ${ORDERS} orders …`);
    let started = performance.now();
    await generate(client);
    const generated = performance.now() - started;
    const page = (query: string) => `${store!.url}/admin/insights?${query}`;
    for (let i = 0; i < WARM_UP; i++) await timeGet(page("range=30d"), owner.cookie);
    // CPU time of the store and of PostgreSQL's backends over the timed runs: what one page costs,
    // which the machine's load does not inflate as it does the answer time.
    const pids = { store: [store.pid], database: await backendPids(client) };
    const cpuBefore = { store: cpuMs(pids.store), database: cpuMs(pids.database) };
    const timings: number[] = [];
    for (let i = 0; i < RUNS; i++) timings.push(await timeGet(page("range=30d"), owner.cookie));
    const cpuPerPage = {
      store: (cpuMs(pids.store) - cpuBefore.store) / RUNS,
      database: (cpuMs(pids.database) - cpuBefore.database) / RUNS,
    };
    const ninety: number[] = [];
    for (let i = 0; i < 3; i++) ninety.push(await timeGet(page("range=90d"), owner.cookie));
    started = performance.now();
    await timeGet(`${store.url}/admin/insights/orders.csv?range=30d`, owner.cookie);
    const csv = performance.now() - started;
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from orders");
    return [
      { figure: `insights: orders generated in SQL (${rows[0]!.n})`, value: ms(generated), target: "–" },
      bounded(
        `insights page, last 30 days, ${rows[0]!.n} orders (median of ${RUNS})`,
        median(timings),
        { max: 300 },
        ms,
      ),
      { figure: `insights page, last 30 days, slowest of ${RUNS}`, value: ms(Math.max(...timings)), target: "–" },
      {
        figure: "insights page, last 30 days, CPU time per page: store / PostgreSQL",
        value: `${ms(cpuPerPage.store)} / ${ms(cpuPerPage.database)}`,
        target: "–",
      },
      { figure: "insights page, last 90 days (median of 3)", value: ms(median(ninety)), target: "–" },
      { figure: "insights CSV, last 30 days", value: ms(csv), target: "–" },
    ];
  } finally {
    await store?.stop();
    await client.end().catch(() => undefined);
    await admin.query(`drop database if exists ${SCRATCH_DATABASE} with (force)`).catch(() => undefined);
    await admin.end();
  }
}
