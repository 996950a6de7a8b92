// Bench figures from Lighthouse (mobile emulation, its default) driving the same Chromium as the
// browser tests: performance and accessibility scores, FCP, LCP, CLS and unused JavaScript.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { findChromium } from "../../tests/support/chromium";
import { freePort } from "../../tests/support/store-process";
import { clearHttpCache, prepareShopper } from "./shopper-session";
import { bounded, kb, ms, score, type Row } from "./table";

const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), "softdrop-lighthouse-"));
  const child = spawn(
    findChromium(),
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("Chromium did not start for Lighthouse");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const close = async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  return { port, close };
}

/** Which element became the largest paint, and where its time went (Lighthouse's LCP phases). */
function logLargestPaint(page: string, audits: Record<string, { details?: unknown }>) {
  type Table = { type: string; items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] };
  const details = audits["largest-contentful-paint-element"]?.details as { items?: Table[] } | undefined;
  const tables = details?.items ?? [];
  const element = tables.flatMap((table) => table.items ?? []).find((item) => item.node)?.node?.snippet;
  const phases = tables
    .flatMap((table) => table.items ?? [])
    .filter((item) => item.phase)
    .map((item) => `${item.phase} ${Math.round(item.timing ?? 0)} ms`);
  console.log(`  largest paint on ${page}: ${element ?? "?"}${phases.length ? ` (${phases.join(", ")})` : ""}`);
}

/**
 * Lighthouse on each path as a visitor, then on `shopperPaths` as a signed-in shopper with one
 * cart line (storage kept between those runs).
 */
export async function lighthouseRows(baseURL: string, paths: string[], shopperPaths: string[] = []): Promise<Row[]> {
  const chromium = await launchChromium();
  const rows: Row[] = [];
  try {
    for (const page of [...paths, ...shopperPaths]) {
      const asShopper = shopperPaths.includes(page);
      if (page === shopperPaths[0]) await prepareShopper(chromium.port, baseURL);
      if (asShopper) await clearHttpCache(chromium.port);
      console.log(`Lighthouse (mobile) on ${page}${asShopper ? " as a shopper with a cart" : ""} …`);
      const result = await lighthouse(new URL(page, baseURL).href, {
        port: chromium.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        disableStorageReset: asShopper,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { categories, audits } = result.lhr;
      const failing = (categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
        .map((ref) => ref.id);
      if (failing.length) console.log(`  accessibility audits failing on ${page}: ${failing.join(", ")}`);
      logLargestPaint(page, audits);
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const unused = (audits["unused-javascript"]?.details as { overallSavingsBytes?: number } | undefined)
        ?.overallSavingsBytes;
      rows.push(
        bounded(`Lighthouse performance ${page}`, categories.performance?.score ?? 0, { min: 0.95 }, score),
        bounded(`Lighthouse accessibility ${page}`, categories.accessibility?.score ?? 0, { min: 1 }, score),
        bounded(`first contentful paint ${page}`, numeric("first-contentful-paint"), { max: 1500 }, ms),
        bounded(`largest contentful paint ${page}`, numeric("largest-contentful-paint"), { max: 2000 }, ms),
        bounded(`cumulative layout shift ${page}`, numeric("cumulative-layout-shift"), { max: 0.02 }, (v) =>
          v.toFixed(3),
        ),
        bounded(`unused JavaScript ${page}`, unused ?? 0, { max: 30 * 1024 }, kb),
      );
    }
  } finally {
    await chromium.close();
  }
  return rows;
}
