// `npm run bench`: every performance figure of the built store in one run and one table, each
// with its target (decision record 020). `-- --check` exits non-zero when a budget is missed.
// Figures live in scripts/bench/*.ts, one function per group returning rows: add new ones there
// and call them below. Builds first when BUILD_DIR (default ./build) holds no current build.
//   BENCH_SECONDS (10) and BENCH_CONNECTIONS (50) change the load; --no-lighthouse skips Lighthouse;
//   --render-print times one personalised print file (scripts/bench/render-print.ts) and nothing else;
//   --nginx measures through deploy/ instead (scripts/bench/nginx.ts; PostgreSQL and nginx needed).
//   Checkouts are measured on PostgreSQL only (scripts/bench/checkout.ts): with DATABASE_URL set, on
//   a scratch database of that server by a store of their own, after the main store stopped;
//   --no-checkout skips them, --checkout-only measures nothing else (BENCH_CHECKOUTS, 1000);
//   --checkout-tax measures them without tax and with TAX=rates, and the second as a share of the first.
//   --lighthouse-only runs only Lighthouse (LIGHTHOUSE_RUNS times per page, default 3 there, 1 in the
//   full run, at least 5 with --check: a budget must hold in every run, decision record 053):
//   visitor pages, a drop page, shopper pages with a cart line, the owner's pages.
//   --filters measures only the listing with four filters on 5,000 generated products, on PGlite
//   (scripts/bench/filters.ts; also part of the full run).
//   --insights measures only the owner's insights page over 50,000 generated orders on PostgreSQL
//   (scripts/bench/insights.ts; DATABASE_URL needed).
//   --server measures only the server's own rows: the starts, the load on /products and a product
//   page, and resident memory after it (decision 049).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { someProductPath } from "../tests/support/page-weight";
import { startStore, type StoreProcess } from "../tests/support/store-process";
import { signUpVerified } from "../tests/support/verified-account";
import { checkoutRows, checkoutTaxRows } from "./bench/checkout";
import { dropRows } from "./bench/drop";
import { filterRows } from "./bench/filters";
import { insightsRows } from "./bench/insights";
import { lighthouseRows } from "./bench/lighthouse";
import { nginxRows } from "./bench/nginx";
import { pageWeightRows } from "./bench/page-weight";
import { renderRows } from "./bench/render";
import { renderPrintRows } from "./bench/render-print";
import { createBenchCollection, createBenchDrop } from "./bench/shopper-session";
import { bounded, printTable, seconds, type Row } from "./bench/table";

const load = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
};
const check = process.argv.includes("--check");
const serverOnly = process.argv.includes("--server");

/** The build of the current sources: made now if missing or stale, as `npm start` would. */
function ensureBuild() {
  const result = spawnSync(process.execPath, ["scripts/build.mjs", "--if-changed"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("The build failed");
}

/** Resident memory of a process, from /proc (Linux). */
function residentBytes(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024;
}

const OWNER = { name: "Bench Owner", email: "owner@softdrop.test", password: "bench-owner-password" };
/** Lighthouse runs per page: a --check run takes at least five, as its targets hold in every run (053). */
const lighthouseRuns = (fallback: number) => {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? fallback);
  return check ? Math.max(5, runs) : runs;
};

/** Lighthouse on every page kind: visitor pages, a drop and a collection, a shopper's cart pages, the owner's pages. */
async function storeLighthouseRows(store: StoreProcess, product: string, runs: number) {
  await signUpVerified(store.url, store.dataDir, OWNER);
  return lighthouseRows(
    store.url,
    async (port) => ({
      // The demo hoodie has a size table: its guide's own page (the dialog without JavaScript).
      visitor: [
        "/",
        "/products",
        product,
        "/product/cloud-nine-hoodie/size-guide",
        await createBenchDrop(port, store.url, OWNER),
        await createBenchCollection(port, store.url, OWNER),
      ],
      shopper: ["/cart", "/checkout", "/orders"],
      owner: { pages: ["/admin", "/admin/insights", "/admin/reviews", "/admin/currencies"], ...OWNER },
    }),
    runs,
  );
}

async function main() {
  // The personalised print renderer needs no store (decision 043).
  if (process.argv.includes("--render-print")) return finish(renderPrintRows());
  ensureBuild();
  if (process.argv.includes("--nginx")) return finish(await nginxRows(load));
  if (process.argv.includes("--checkout-only")) return finish(await checkoutRows(load));
  if (process.argv.includes("--checkout-tax")) return finish(await checkoutTaxRows(load));
  if (process.argv.includes("--insights")) return finish(await insightsRows());
  if (process.argv.includes("--filters")) {
    return finish(
      await filterRows(
        {
          NODE_ENV: "production",
          PAYMENTS: "sandbox",
          RUN_WORKER: "false",
          AUTH_SECRET: randomBytes(32).toString("hex"),
        },
        load,
      ),
    );
  }
  if (process.argv.includes("--drop")) return finish(await dropRows());
  const env = {
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    PAYMENTS: "sandbox",
    // The worker sends the bench owner's verification email (the Lighthouse part).
    RUN_WORKER: process.argv.includes("--no-lighthouse") ? "false" : "true",
    ADMIN_EMAILS: OWNER.email,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), "softdrop-bench-"));
  if (process.argv.includes("--lighthouse-only")) {
    const store = await startStore({ name: "bench", env, dataDir });
    try {
      return finish(await storeLighthouseRows(store, await someProductPath(store.url), lighthouseRuns(3)));
    } finally {
      await store.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  let started = performance.now();
  const first = await startStore({ name: "bench", env, dataDir });
  const rows: Row[] = [
    {
      figure: "first start to /healthz (new database: migrate + seed)",
      value: seconds(performance.now() - started),
      target: "–",
    },
  ];
  await first.stop();
  // `npm start` again, nothing changed: the build is current, so it only starts.
  started = performance.now();
  const again = await startStore({ name: "bench", env, dataDir, npmStart: true });
  rows.push(bounded("`npm start` a second time, nothing changed", performance.now() - started, { max: 3000 }, seconds));
  await again.stop();
  // `npm run serve` on a database that exists: what a deploy or a restart costs.
  started = performance.now();
  const store = await startStore({ name: "bench", env, dataDir });
  rows.push(
    bounded(
      "production start to /healthz (build made, database exists)",
      performance.now() - started,
      { max: 1500 },
      seconds,
    ),
  );
  try {
    const product = await someProductPath(store.url);
    const pages = ["/", "/products", product];
    if (!serverOnly) rows.push(...(await pageWeightRows(store.url, pages)));
    if (!serverOnly && !process.argv.includes("--no-lighthouse")) {
      rows.push(...(await storeLighthouseRows(store, product, lighthouseRuns(1))));
    }
    rows.push(...(await renderRows(store.url, ["/products", product], load)));
    const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
    rows.push(
      bounded(
        `resident memory after the run (${database})`,
        residentBytes(store.pid),
        {
          max: (database === "PGlite" ? 250 : 150) * 1024 * 1024,
        },
        (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`,
      ),
    );
  } finally {
    await store.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!serverOnly) rows.push(...(await filterRows(env, load)));
  if (!serverOnly && !process.argv.includes("--no-checkout")) rows.push(...(await checkoutRows(load)));

  finish(rows);
}

function finish(rows: Row[]) {
  // Timings depend on what else the machine runs: the load average goes with every table.
  const loadAverage = loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");
  console.log(
    `\n${load.connections} connections, ${load.seconds} s each, NODE_ENV=production, ${cpus().length} cores, load average (1/5/15 min) ${loadAverage}`,
  );
  printTable(rows);
  const missed = rows.filter((row) => row.pass === false);
  if (check && missed.length) {
    console.error(`\n${missed.length} budget(s) missed: ${missed.map((row) => row.figure).join("; ")}`);
    process.exit(1);
  }
}

await main();
if (
  [
    "--nginx",
    "--checkout-only",
    "--checkout-tax",
    "--insights",
    "--filters",
    "--render-print",
    "--drop",
    "--server",
    "--lighthouse-only",
  ].some((flag) => process.argv.includes(flag))
) {
  process.exit(process.exitCode ?? 0);
}

// The catalogue sync's figure, in its own process with its own embedded database.
const sync = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-sync.ts"], {
  stdio: "inherit",
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...pick(process.env, ["BENCH_SYNC_PRODUCTS", "BENCH_SYNC_PRINTFUL"]),
  },
});
if (sync.status !== 0) process.exitCode = 1;

// The fulfilment figures, likewise in their own process.
const fulfilment = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-fulfilment.ts"], {
  stdio: "inherit",
  env: { PATH: process.env.PATH, HOME: process.env.HOME, ...pick(process.env, ["BENCH_FULFIL_ORDERS"]) },
});
if (fulfilment.status !== 0) process.exitCode = 1;

function pick(source: NodeJS.ProcessEnv, names: string[]) {
  return Object.fromEntries(names.filter((name) => source[name] !== undefined).map((name) => [name, source[name]!]));
}
