// Bench figures through deploy/ (`npm run bench -- --nginx`): deploy/start.sh runs nginx, two web
// processes and a worker on a fresh PostgreSQL database. Cached /products through nginx is set
// against nginx serving the very same bytes as a static file; a catalogue change must show through
// the cache within 60 s; and a signed-in shopper's page must never reach anyone else.
import { randomBytes } from "node:crypto";
import { autocannon } from "./tools";
import pg from "pg";
import { startDeploy } from "./deploy";
import { bounded, seconds, type Row } from "./table";
import type { LoadOptions } from "./render";

/** The server that gets a fresh database for the run (BENCH_POSTGRES_URL). */
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function rps(url: string, options: LoadOptions) {
  await autocannon({ url, connections: 10, amount: 200 });
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds });
  return { rps: result.requests.average, errors: result.errors + result.timeouts + result.non2xx };
}

/** A shopper signed up and signed in through better-auth's endpoints; returns the cookie header. */
async function signedInShopper(base: string, name: string) {
  const email = `${name.toLowerCase().replaceAll(" ", ".")}.${randomBytes(4).toString("hex")}@bench.test`;
  const password = `Bench-${randomBytes(8).toString("hex")}`;
  const json = { "Content-Type": "application/json", Origin: base };
  await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ name, email, password }),
  });
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!signIn.ok || !cookie.includes("session_token")) throw new Error(`signing in ${email} answered ${signIn.status}`);
  return { email, cookie };
}

/**
 * Signed-in pages requested through nginx, each followed by requests from others: counts the
 * responses that carried another shopper's page (their email in it) or that nginx served a
 * signed-in shopper from its cache.
 */
async function personalPagesLeaked(base: string, paths: string[]) {
  const alice = await signedInShopper(base, "Bench Alice");
  const bob = await signedInShopper(base, "Bench Bob");
  let leaks = 0;
  for (const page of paths) {
    for (const [me, other] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const mine = await fetch(`${base}${page}`, { headers: { Cookie: me.cookie } });
      const body = await mine.text();
      if (!body.includes(me.email) || mine.headers.get("x-cache") !== "BYPASS") leaks++;
      // An anonymous visitor and the other shopper, twice each (the second would be a cache hit).
      for (let i = 0; i < 2; i++) {
        const anonymous = await (await fetch(`${base}${page}`)).text();
        const theirs = await (await fetch(`${base}${page}`, { headers: { Cookie: other.cookie } })).text();
        if (anonymous.includes(me.email) || anonymous.includes('aria-label="Sign out"')) leaks++;
        if (theirs.includes(me.email)) leaks++;
      }
    }
  }
  return leaks;
}

/** Renames a product in the database and waits until its page through nginx shows the new name. */
async function secondsUntilChangeVisible(base: string, databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ handle: string; name: string }>(
      "select handle, name from products where is_active order by handle limit 1",
    );
    const product = rows[0];
    if (!product) throw new Error("no product to change");
    const page = `${base}/product/${product.handle}`;
    await fetch(page); // cached before the change
    const renamed = `${product.name} ${randomBytes(3).toString("hex")}`;
    await client.query("update products set name = $1 where handle = $2", [renamed, product.handle]);
    const started = performance.now();
    while (performance.now() - started < 180_000) {
      if ((await (await fetch(page)).text()).includes(renamed)) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return Number.POSITIVE_INFINITY;
  } finally {
    await client.end();
  }
}

export async function nginxRows(options: LoadOptions): Promise<Row[]> {
  const database = `softdrop_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;

  const rows: Row[] = [];
  try {
    const deploy = await startDeploy(databaseUrl.href);
    const base = deploy.base;
    try {
      console.log("nginx: measuring /products cached through nginx and as a static file …");
      const html = Buffer.from(await (await fetch(`${base}/products`)).arrayBuffer());
      const file = await rps((await deploy.staticFile("products.html", html)).url, options);
      const cached = await rps(`${base}/products`, options);
      rows.push(
        { figure: "/products nginx static file, same bytes", value: `${file.rps.toFixed(0)} req/s`, target: "–" },
        { figure: "/products through nginx (cached)", value: `${cached.rps.toFixed(0)} req/s`, target: "–" },
        bounded("/products through nginx cached / static file", cached.rps / file.rps, { min: 0.5 }, (value) =>
          value.toFixed(2),
        ),
        bounded("/products through nginx errors", cached.errors + file.errors, { max: 0 }),
      );
      console.log("nginx: signed-in pages and the cache …");
      rows.push(
        bounded(
          "signed-in page served from the nginx cache or to another shopper",
          await personalPagesLeaked(base, ["/", "/products", "/cart"]),
          { max: 0 },
        ),
      );
      console.log("nginx: waiting for a catalogue change to show through the cache …");
      rows.push(
        bounded(
          "catalogue change visible through nginx",
          await secondsUntilChangeVisible(base, databaseUrl.href),
          { max: 60_000 },
          seconds,
        ),
      );
    } catch (error) {
      console.error(deploy.logs());
      console.error(`deploy/start.sh ${deploy.ended() === null ? "still runs" : `ended: ${deploy.ended()}`}`);
      throw error;
    } finally {
      await deploy.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await admin.end();
  }
  return rows;
}
