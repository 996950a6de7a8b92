// `npm run bench -- --drop` (issue #19, decision record 042): a drop of 3 products with an edition
// of 50 units each on a scratch PostgreSQL database (softdrop_bench_drop on the server at
// DATABASE_URL); BENCH_DROP_SHOPPERS (600) signed-in shoppers, each with their own account and
// session, buy in the first seconds after the launch: the cart's pricing request (what Add to Cart
// asks the server) then the checkout form with a sandbox card. The database must then hold exactly
// 50 units sold per product, no order lost or paid twice, and every refusal a 'Sold out' (never a
// 5xx). The store runs as deploy/ runs it (nginx in front of two web processes and a jobs worker,
// scripts/bench/deploy.ts). Meanwhile anonymous visitors load a drop product page, from nginx's
// cache, and the same bytes as a static file served by nginx, at the same time.
import { randomUUID } from "node:crypto";
import { Agent } from "node:http";
import { autocannon } from "./tools";
import pg from "pg";
import { checkoutForm, send, signedInShopper, type Shopper } from "./checkout-shoppers";
import { startDeploy, type Deployment } from "./deploy";
import { bounded, ms, type Row, percentile } from "./table";

const SCRATCH_DATABASE = "softdrop_bench_drop";
const SHOPPERS = Number(process.env.BENCH_DROP_SHOPPERS ?? 600);
const EDITION = 50;
const PRODUCTS = 3;
const SIGN_UP_AT_ONCE = 20;

type Attempt = {
  product: number;
  startedAt: number;
  cartMs: number;
  cartStatus: number;
  checkoutMs: number;
  checkoutStatus: number;
  paid: boolean;
  soldOut: boolean;
  /** What the checkout answered, for a refusal that is not 'Sold out' (printed, not in the table). */
  answer: string;
};

function scratchUrl(): URL | null {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) return null;
  const scratch = new URL(url);
  scratch.pathname = `/${SCRATCH_DATABASE}`;
  return scratch;
}

async function buy(agent: Agent, shopper: Shopper, line: { productId: string; size: string; color: string }) {
  const cartStarted = performance.now();
  const cart = await send(`${shopper.base}/cart/quote`, {
    method: "POST",
    agent,
    headers: { "Content-Type": "application/json", Origin: shopper.base, Cookie: shopper.cookie },
    body: JSON.stringify({ lines: [{ ...line, quantity: 1 }] }),
  });
  const cartMs = performance.now() - cartStarted;
  const started = performance.now();
  const answer = await send(`${shopper.base}/checkout`, {
    method: "POST",
    agent,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: shopper.base, Cookie: shopper.cookie },
    body: checkoutForm(line, randomUUID()),
  });
  return {
    cartMs,
    cartStatus: cart.status,
    checkoutMs: performance.now() - started,
    checkoutStatus: answer.status,
    paid: (answer.status === 302 || answer.status === 303) && answer.location.startsWith("/order-success"),
    soldOut: answer.status === 409 && /Sold out|You can buy at most/.test(answer.body),
    answer: `${answer.status} ${answer.location || answer.body.replace(/\s+/g, " ").slice(0, 160)}`,
  };
}

export async function dropRows(): Promise<Row[]> {
  const databaseUrl = scratchUrl();
  if (!databaseUrl)
    return [{ figure: "drop on PostgreSQL", value: "PostgreSQL needed: set DATABASE_URL", target: "–" }];
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${SCRATCH_DATABASE} with (force)`);
  await admin.query(`create database ${SCRATCH_DATABASE}`);
  let store: Deployment | undefined;
  const client = new pg.Client({ connectionString: databaseUrl.href });
  try {
    store = await startDeploy(databaseUrl.href);
    await client.connect();
    console.log(`drop: signing up ${SHOPPERS} shoppers …`);
    const shoppers: Shopper[] = [];
    for (let from = 0; from < SHOPPERS; from += SIGN_UP_AT_ONCE) {
      const batch = Array.from({ length: Math.min(SIGN_UP_AT_ONCE, SHOPPERS - from) }, (_, i) => from + i);
      shoppers.push(...(await Promise.all(batch.map((index) => signedInShopper(store!.base, index)))));
    }
    const { rows: lines } = await client.query<{ productId: string; handle: string; size: string; color: string }>(
      `select distinct on (p.handle) p.id as "productId", p.handle, v.size, v.color
       from products p join product_variants v on v.product_id = p.id
       where p.is_active and v.available order by p.handle, v.size, v.color limit ${PRODUCTS}`,
    );
    // The drop launches a few seconds from now; nobody has loaded its pages yet.
    const launchAt = new Date(Date.now() + 15_000);
    const { rows: drops } = await client.query<{ id: string }>(
      `insert into drops (name, slug, launch_at) values ('Bench Drop', 'bench-drop', $1) returning id`,
      [launchAt],
    );
    for (const line of lines) {
      await client.query(
        `insert into drop_products (drop_id, product_id, product_handle, edition_size) values ($1, $2, $3, $4)`,
        [drops[0]!.id, line.productId, line.handle, EDITION],
      );
    }
    const productPage = `${store.base}/product/${lines[0]!.handle}`;
    const before = await fetch(productPage);
    const beforeControl = before.headers.get("cache-control");
    // nginx serves the page's bytes as a static file (the launched page's, written at the launch).
    const file = await store.staticFile("product.html", Buffer.from(await before.arrayBuffer()));
    console.log(`drop: launch at ${launchAt.toISOString()}; product page before launch: ${beforeControl}`);
    await new Promise((resolve) => setTimeout(resolve, launchAt.getTime() - Date.now()));

    // At the launch: every shopper buys (spread over the first second), while anonymous visitors
    // load the product page through nginx and the static file, both at once for 10 s.
    const agent = new Agent({ keepAlive: true, maxSockets: SHOPPERS });
    const launched = performance.now();
    const buying = Promise.all(
      shoppers.map(async (shopper, index) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
        const startedAt = performance.now() - launched;
        const product = index % lines.length;
        try {
          return { product, startedAt, ...(await buy(agent, shopper, lines[product]!)) } satisfies Attempt;
        } catch (error) {
          return {
            product,
            startedAt,
            cartMs: 0,
            cartStatus: 0,
            checkoutMs: 0,
            checkoutStatus: 0,
            paid: false,
            soldOut: false,
            answer: String(error),
          };
        }
      }),
    );
    const launchedPage = await fetch(productPage);
    file.replace(Buffer.from(await launchedPage.arrayBuffer()));
    const [page, staticFile] = await Promise.all([
      autocannon({ url: productPage, connections: 20, duration: 10 }),
      autocannon({ url: file.url, connections: 20, duration: 10 }),
    ]);
    const cacheAfter = (await fetch(productPage)).headers.get("x-cache");
    const attempts = await buying;
    agent.destroy();

    const sold = await client.query<{ handle: string; units: number }>(
      `select dp.product_handle as handle, coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
         where oi.drop_id = dp.drop_id and oi.product_id = dp.product_id and o.payment_status = 'paid' and o.status <> 'cancelled'), 0)::int as units
       from drop_products dp order by dp.product_handle`,
    );
    const orders = await client.query<{ paid: number; all: number }>(
      `select count(*) filter (where payment_status = 'paid')::int as paid, count(*)::int as "all" from orders`,
    );
    const charges = await client.query<{ count: number }>(
      "select count(*)::int as count from payment_events where type = 'sandbox.payment_succeeded'",
    );
    const first = await client.query<{ ms: number | null }>(
      `select extract(epoch from (min(e.created_at) - $1::timestamptz)) * 1000 as ms from order_events e where e.type = 'paid'`,
      [launchAt],
    );
    const paidAnswers = attempts.filter((a) => a.paid).length;
    const refused = attempts.filter((a) => !a.paid);
    const errors = attempts.filter((a) => a.checkoutStatus >= 500 || a.cartStatus >= 500 || a.checkoutStatus === 0);
    const otherRefusals = refused.filter((a) => !a.soldOut).length;
    const answers = new Map<string, number>();
    for (const a of refused.filter((a) => !a.soldOut)) answers.set(a.answer, (answers.get(a.answer) ?? 0) + 1);
    for (const [answer, count] of answers) console.log(`drop: ${count} × other refusal: ${answer}`);
    const inFirst30 = attempts.filter((a) => a.startedAt < 30_000);
    const cart = inFirst30.map((a) => a.cartMs).sort((a, b) => a - b);
    const checkout = inFirst30.map((a) => a.checkoutMs).sort((a, b) => a - b);
    const unitsPerProduct = sold.rows.map((row) => row.units);
    const oversold = unitsPerProduct.reduce((sum, units) => sum + Math.max(0, units - EDITION), 0);
    const lost = Math.max(0, paidAnswers - orders.rows[0]!.paid);
    const paidTwice = Math.max(0, charges.rows[0]!.count - orders.rows[0]!.paid);
    if (store.ended()) throw new Error(`deploy/start.sh ended: ${store.ended()}\n${store.logs()}`);
    return [
      {
        figure: `drop: units sold per product (${PRODUCTS} × edition ${EDITION}, ${SHOPPERS} shoppers)`,
        value: unitsPerProduct.join(" / "),
        target: `${EDITION} each`,
        pass: unitsPerProduct.length === PRODUCTS && unitsPerProduct.every((units) => units === EDITION),
      },
      { figure: "drop: units oversold", value: String(oversold), target: "0", pass: oversold === 0 },
      {
        figure: "drop: orders lost (answered paid, not paid in the database)",
        value: String(lost),
        target: "0",
        pass: lost === 0,
      },
      { figure: "drop: orders paid twice", value: String(paidTwice), target: "0", pass: paidTwice === 0 },
      {
        figure: "drop: refusals 'Sold out' / other refusals / 5xx or no answer",
        value: `${refused.length - otherRefusals} / ${otherRefusals} / ${errors.length}`,
        target: "others 0, 5xx 0",
        pass: otherRefusals === 0 && errors.length === 0,
      },
      {
        figure: "drop: launch to the first paid order",
        value: first.rows[0]?.ms === null || first.rows[0]?.ms === undefined ? "none" : ms(Number(first.rows[0].ms)),
        target: "–",
      },
      {
        figure: "drop: add-to-cart (cart pricing) p50 / p99, first 30 s",
        value: `${ms(percentile(cart, 50))} / ${ms(percentile(cart, 99))}`,
        target: "–",
      },
      {
        figure: "drop: checkout p50 / p99, first 30 s",
        value: `${ms(percentile(checkout, 50))} / ${ms(percentile(checkout, 99))}`,
        target: "–",
      },
      bounded(
        "drop: product page from nginx's cache during the launch / the same bytes as a static file through nginx (req/s ratio)",
        page.requests.average / Math.max(1, staticFile.requests.average),
        { min: 0.5 },
        (value) => value.toFixed(2),
      ),
      {
        figure: "drop: product page / static file during the launch (req/s; X-Cache after)",
        value: `${page.requests.average.toFixed(0)} / ${staticFile.requests.average.toFixed(0)}; ${cacheAfter}`,
        target: "–",
      },
      bounded(
        "drop: product page and static file errors or non-2xx during the launch",
        page.errors + page.timeouts + page.non2xx + staticFile.errors + staticFile.timeouts + staticFile.non2xx,
        { max: 0 },
      ),
    ];
  } catch (error) {
    if (store) console.error(store.logs());
    throw error;
  } finally {
    await client.end().catch(() => undefined);
    await store?.stop();
    await admin.query(`drop database if exists ${SCRATCH_DATABASE} with (force)`).catch(() => undefined);
    await admin.end();
  }
}
