// The sync part of `npm run bench`, run in its own process with a fresh embedded database:
// syncs a 500-product catalogue from the partner fakes and reports products per second and the
// share of the time spent waiting on the partner's rate limit (pacing and Retry-After).
//   BENCH_SYNC_PRODUCTS (500) sets the catalogue size; BENCH_SYNC_PRINTFUL=1 adds Printful at
//   its real pace (about 4.5 minutes for 500 products at ~110 requests a minute).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { printfulProduct, startFakePrintful } from "../tests/fakes/printful-server";
import { printifyProduct, startFakePrintify } from "../tests/fakes/printify-server";

const count = Number(process.env.BENCH_SYNC_PRODUCTS ?? 500);
const dataDir = mkdtempSync(path.join(tmpdir(), "softdrop-bench-sync-"));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "silent";
process.env.RUN_WORKER = "false";

const { closeDb, db, migrate, schema } = await import("~/lib/db.server");
const { env } = await import("~/lib/env.server");
const { findPartner } = await import("~/integrations/partners.server");
const { syncPartnerProducts } = await import("~/modules/catalog-sync/index.server");
const { claimRun, runProgress, startSync } = await import("~/modules/catalog-sync/index.server");

type Tuning = { requestsPerMinute?: number };

async function measure(label: string, id: string, params: Record<string, number>, tuning: Tuning = {}) {
  const partner = findPartner(id)!;
  const client = partner.connect(env, tuning);
  // Each measurement starts from an empty catalogue, so every product is written.
  await db.delete(schema.productVariants);
  await db.delete(schema.products);
  const start = await startSync(partner.id, params);
  if (!start.started) throw new Error("a sync is already running");
  const progress = runProgress((await claimRun(start.run.id, 1))!);
  const started = performance.now();
  await syncPartnerProducts(progress, partner, client);
  await progress.finish();
  await db.delete(schema.jobs);
  const seconds = (performance.now() - started) / 1000;
  const waited = (client.stats.pacingWaitMs + client.stats.retryWaitMs) / 1000;
  return [
    label,
    String(progress.counts.created),
    String(client.stats.requests),
    seconds.toFixed(1),
    (progress.counts.created / seconds).toFixed(1),
    `${((waited / seconds) * 100).toFixed(0)}%`,
  ];
}

try {
  await migrate();
  const printful = await startFakePrintful({
    token: "bench",
    stores: [
      {
        id: 1,
        name: "Bench",
        type: "native",
        products: Array.from({ length: count }, (_, i) => printfulProduct({ id: i + 1, name: `Bench Tee ${i}` })),
      },
    ],
  });
  const printify = await startFakePrintify({
    token: "bench",
    shops: [
      {
        id: 1,
        title: "Bench",
        sales_channel: "custom_integration",
        products: Array.from({ length: count }, (_, i) =>
          printifyProduct({ id: `b${i}`, title: `Bench Hoodie ${i}`, shopId: 1 }),
        ),
      },
    ],
  });
  Object.assign(env, {
    PRINTFUL_API_BASE: printful.url,
    PRINTFUL_API_TOKEN: "bench",
    PRINTIFY_API_BASE: printify.url,
    PRINTIFY_API_TOKEN: "bench",
  });
  const rows: string[][] = [];
  rows.push(
    await measure("Printify, published pace", "printify", { shopId: 1 }),
    await measure("Printify, no pacing", "printify", { shopId: 1 }, { requestsPerMinute: 1_000_000 }),
    await measure("Printful, no pacing", "printful", { storeId: 1 }, { requestsPerMinute: 1_000_000 }),
  );
  if (process.env.BENCH_SYNC_PRINTFUL === "1") {
    rows.push(await measure("Printful, published pace", "printful", { storeId: 1 }));
  }
  await printful.close();
  await printify.close();
  const header = ["sync", "products", "requests", "seconds", "products/s", "waiting on rate limit"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  console.log(`\nCatalogue sync of ${count} products from the partner fakes, embedded database`);
  console.log(line(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
  if (process.env.BENCH_SYNC_PRINTFUL !== "1") {
    console.log(
      "Printful at its published pace (~110 requests a minute, one per product) is bound to about 1.8 products/s;",
    );
    console.log("BENCH_SYNC_PRINTFUL=1 measures it.");
  }
} finally {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
}
