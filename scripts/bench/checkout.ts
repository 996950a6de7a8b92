// Bench figures for checkouts on PostgreSQL (issue #13, decision record 034): a built store on a
// scratch database (softdrop_bench_checkout on the server at DATABASE_URL, dropped and made again
// each run) takes BENCH_CHECKOUTS (1000) sandbox-card checkouts at N connections, each with its own
// checkout key, as the browser's form posts them; then a sample of keys is sent a second time at
// once. The database must then hold one paid order per key, each paid once with one confirmation
// email and one fulfilment job queued, and every paid answer's order. Without DATABASE_URL (or on
// PGlite) the rows say PostgreSQL is needed instead. The store runs with its jobs worker off, so
// the queued jobs stay countable and the figure is the checkout alone. BENCH_CHECKOUT_PROCESSES
// (1) starts that many web processes on the database, the shoppers spread over them as a load
// balancer would: what scaling out buys on this machine. `npm run bench` runs this after its main
// store stopped, whatever database that one used; `-- --checkout-only` runs only this.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { startStore, type StoreProcess } from "../../tests/support/store-process";
import { checkOutAgain, checkOutMany, signedInShopper, type Checkout, type Shopper } from "./checkout-shoppers";
import { bounded, ms, type Row, percentile } from "./table";
import type { LoadOptions } from "./render";

const SCRATCH_DATABASE = "softdrop_bench_checkout";
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 1000);
/** Keys sent a second time, all at once, after the timed run. */
const REPLAYED = 50;
/** Untimed checkouts first: the JIT, the pool's connections and PostgreSQL's caches warm up. */
const WARM_UP = 50;
const PROCESSES = Number(process.env.BENCH_CHECKOUT_PROCESSES ?? 1);

/** A product variant the demo catalogue sells, as the product page offers it. */
async function someVariant(client: pg.Client) {
  const { rows } = await client.query<{ productId: string; size: string; color: string }>(
    `select p.id as "productId", v.size, v.color from products p join product_variants v on v.product_id = p.id
     where p.is_active and v.available order by p.handle, v.size, v.color limit 1`,
  );
  if (!rows[0]) throw new Error("The catalogue sells no variant");
  return rows[0];
}

/** What the database holds against what the store answered. */
async function verify(client: pg.Client, checkouts: Checkout[]) {
  const { rows } = await client.query<{
    id: string;
    key: string;
    paid: boolean;
    paidEvents: number;
    confirmations: number;
    fulfilments: number;
  }>(
    `select o.id, o.checkout_key as key, o.payment_status = 'paid' as paid,
       (select count(*)::int from order_events e where e.order_id = o.id and e.type = 'paid') as "paidEvents",
       (select count(*)::int from jobs j where j.type = 'send-order-confirmation' and j.payload->>'orderId' = o.id::text) as confirmations,
       (select count(*)::int from jobs j where j.type = 'fulfil-order' and j.payload->>'orderId' = o.id::text) as fulfilments
     from orders o`,
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const keys = new Set(checkouts.map((checkout) => checkout.key));
  let lost = 0;
  let doubled = rows.length - byKey.size;
  // A key answered with two different orders is a doubled order too.
  const answered = new Map<string, string>();
  for (const checkout of checkouts) {
    if (!checkout.orderId) continue;
    const order = byKey.get(checkout.key);
    if (!order || order.id !== checkout.orderId || !order.paid) lost += 1;
    const earlier = answered.get(checkout.key);
    if (earlier && earlier !== checkout.orderId) doubled += 1;
    answered.set(checkout.key, checkout.orderId);
  }
  for (const order of rows) {
    if (!keys.has(order.key)) doubled += 1; // an order no checkout of this run asked for
    // Paid once: one 'paid' event, one confirmation email and one fulfilment job.
    if (order.paidEvents > 1 || order.confirmations > 1 || order.fulfilments > 1) doubled += 1;
    else if (order.paid && (order.paidEvents === 0 || order.confirmations === 0 || order.fulfilments === 0)) lost += 1;
  }
  // A charge leaves a payment event that names no order: more successful charges than paid orders is a double charge.
  const charges = await client.query<{ count: number }>(
    "select count(*)::int as count from payment_events where type = 'sandbox.payment_succeeded'",
  );
  const paid = rows.filter((order) => order.paid).length;
  doubled += Math.max(0, charges.rows[0]!.count - paid);
  const unpaid = rows.length - paid;
  return { orders: rows.length, keys: answered.size, lost, doubled, unpaid };
}

/**
 * CPU time, in ms, the processes have used so far (Linux /proc; 100 clock ticks a second). A
 * process that is gone or unreadable counts 0: PostgreSQL on another machine is not measured.
 */
export function cpuMs(pids: number[]) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime and stime
    } catch {
      // gone
    }
  }
  return ticks * 10;
}

/** The PostgreSQL server processes serving the scratch database. */
export async function backendPids(client: pg.Client) {
  const { rows } = await client.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
  );
  return rows.map((row) => row.pid);
}

/** The scratch database's URL on the server DATABASE_URL names, or null when there is none. */
function scratchUrl(): URL | null {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) return null;
  const scratch = new URL(url);
  scratch.pathname = `/${SCRATCH_DATABASE}`;
  return scratch;
}

const NO_POSTGRES: Row[] = [
  { figure: "checkouts on PostgreSQL", value: "PostgreSQL needed: set DATABASE_URL", target: "–" },
];

export async function checkoutRows(options: LoadOptions): Promise<Row[]> {
  const databaseUrl = scratchUrl();
  if (!databaseUrl) {
    console.log("checkouts: skipped, DATABASE_URL names no PostgreSQL server");
    return NO_POSTGRES;
  }
  return (await checkoutRun(databaseUrl, options, "none")).rows;
}

/**
 * `-- --checkout-tax` (issue #31): the same run without tax and with TAX=rates (a rate for the
 * shoppers' state, shipping taxed, so every checkout computes tax), and the second's throughput
 * as a share of the first's: the tax step may cost at most 10 %.
 */
export async function checkoutTaxRows(options: LoadOptions): Promise<Row[]> {
  const databaseUrl = scratchUrl();
  if (!databaseUrl) return NO_POSTGRES;
  const without = await checkoutRun(databaseUrl, options, "none");
  const withTax = await checkoutRun(databaseUrl, options, "rates");
  return [
    ...without.rows,
    ...withTax.rows,
    bounded(
      "checkouts/s with TAX=rates, as a share of those without tax",
      (withTax.perSecond / without.perSecond) * 100,
      { min: 90 },
      (value) => `${value.toFixed(0)} %`,
    ),
  ];
}

async function checkoutRun(
  databaseUrl: URL,
  options: LoadOptions,
  tax: "none" | "rates",
): Promise<{ rows: Row[]; perSecond: number }> {
  const label = tax === "none" ? "" : ` with TAX=${tax}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${SCRATCH_DATABASE} with (force)`);
  await admin.query(`create database ${SCRATCH_DATABASE}`);
  const stores: StoreProcess[] = [];
  const client = new pg.Client({ connectionString: databaseUrl.href });
  try {
    // One secret for all: a session made through one process is good on every other, as behind
    // a load balancer. The first start migrates and seeds, which takes minutes on a busy machine.
    const env = {
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      PAYMENTS: "sandbox",
      RUN_WORKER: "false",
      DATABASE_URL: databaseUrl.href,
      TAX: tax,
    };
    for (let index = 0; index < PROCESSES; index++)
      stores.push(await startStore({ name: `bench-checkout-${index}`, env, startupMs: 300_000 }));
    await client.connect();
    // The shoppers' address is in Oregon (checkout-shoppers.ts): a rate there, shipping taxed.
    if (tax === "rates")
      await client.query("insert into tax_rates (country, region, rate, tax_shipping) values ('US', 'OR', 5, true)");
    console.log(`checkouts${label}: signing up ${options.connections} shoppers …`);
    const shoppers: Shopper[] = [];
    for (let index = 0; index < options.connections; index++)
      shoppers.push(await signedInShopper(stores[index % stores.length]!.url, index));
    const line = await someVariant(client);
    const warmUp = await checkOutMany(shoppers, line, WARM_UP);
    const refused = warmUp.find((checkout) => !checkout.orderId);
    if (refused) throw new Error(`a warm-up checkout answered ${refused.answer}`);

    console.log(`checkouts: ${CHECKOUTS} at ${options.connections} connections, ${stores.length} web process(es) …`);
    // Where the work is done: CPU time of the store, of PostgreSQL (the pools' connections opened
    // during the warm-up) and of this client over the timed run, which machine load does not
    // inflate as it does throughput and latency.
    const pids = { store: stores.map((store) => store.pid), database: await backendPids(client) };
    const cpuBefore = { store: cpuMs(pids.store), database: cpuMs(pids.database), client: process.cpuUsage() };
    const started = performance.now();
    const timed = await checkOutMany(shoppers, line, CHECKOUTS);
    const elapsed = performance.now() - started;
    const cpu = {
      store: cpuMs(pids.store) - cpuBefore.store,
      database: cpuMs(pids.database) - cpuBefore.database,
      client: Object.values(process.cpuUsage(cpuBefore.client)).reduce((sum, micros) => sum + micros / 1000, 0),
    };
    const perCheckout = (ms: number) => `${(ms / timed.length).toFixed(1)} ms`;
    // The same keys again, all at once: each must answer with the order it made, paid once.
    const replayed = await checkOutAgain(timed.filter((checkout) => checkout.orderId).slice(0, REPLAYED), line);
    const all = [...warmUp, ...timed, ...replayed];
    const failed = all.filter((checkout) => !checkout.orderId);
    for (const checkout of failed.slice(0, 3)) console.log(`checkouts: a request answered ${checkout.answer}`);
    const facts = await verify(client, all);
    const latencies = timed.map((checkout) => checkout.ms).sort((a, b) => a - b);
    for (const store of stores) if (store.ended()) throw new Error(`the store at ${store.url} ended: ${store.ended()}`);
    const processes = `${stores.length} web process${stores.length === 1 ? "" : "es"}${label}`;
    const perSecond = (timed.length / elapsed) * 1000;
    const rows: Row[] = [
      bounded(
        `checkouts/s at ${options.connections} connections (PostgreSQL, sandbox card, ${processes})`,
        perSecond,
        { min: 150 },
        (value) => `${value.toFixed(0)}/s`,
      ),
      { figure: "checkout p50", value: ms(percentile(latencies, 50)), target: "–" },
      bounded("checkout p99", percentile(latencies, 99), { max: 300 }, ms),
      { figure: `checkout CPU in the store (${processes}) per checkout`, value: perCheckout(cpu.store), target: "–" },
      {
        figure: `checkout CPU in PostgreSQL (${pids.database.length} connections) per checkout`,
        value: perCheckout(cpu.database),
        target: "–",
      },
      { figure: "checkout CPU in the bench's own client per checkout", value: perCheckout(cpu.client), target: "–" },
      {
        figure: "checkout orders in the database / keys answered paid",
        value: `${facts.orders} / ${facts.keys}`,
        target: "equal",
        pass: facts.orders === facts.keys && facts.unpaid === 0,
      },
      bounded("checkouts lost (answered paid, not paid once in the database)", facts.lost, { max: 0 }),
      bounded(`checkouts doubled (after ${replayed.length} keys sent again)`, facts.doubled, { max: 0 }),
      bounded("checkout requests failed", failed.length, { max: 0 }),
    ];
    return { rows, perSecond };
  } catch (error) {
    for (const store of stores)
      console.error(
        `${store.url} (pid ${store.pid}): ${store.ended() ?? "still runs"}\n${store.output().slice(-3000)}`,
      );
    throw error;
  } finally {
    await client.end().catch(() => undefined);
    await Promise.all(stores.map((store) => store.stop()));
    await admin.query(`drop database if exists ${SCRATCH_DATABASE} with (force)`).catch(() => undefined);
    await admin.end();
  }
}
