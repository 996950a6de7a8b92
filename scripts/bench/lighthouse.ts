// Bench figures from Lighthouse (mobile emulation, its default) driving the same Chromium as the
// browser tests: performance and accessibility scores, FCP, LCP, CLS and unused JavaScript.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { lighthouse } from "./tools";
import { findChromium } from "../../tests/support/chromium";
import { freePort } from "../../tests/support/store-process";
import { clearHttpCache, prepareShopper, signInOwner } from "./shopper-session";
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
function largestPaint(audits: Record<string, { details?: unknown } | undefined>) {
  type Table = { type: string; items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] };
  const details = audits["largest-contentful-paint-element"]?.details as { items?: Table[] } | undefined;
  const tables = details?.items ?? [];
  const element = tables.flatMap((table) => table.items ?? []).find((item) => item.node)?.node?.snippet;
  const phases = tables
    .flatMap((table) => table.items ?? [])
    .filter((item) => item.phase)
    .map((item) => `${item.phase} ${Math.round(item.timing ?? 0)} ms`);
  return `${element ?? "?"}${phases.length ? ` (${phases.join(", ")})` : ""}`;
}

/** Who visits a page in the bench: visitors start with empty storage, the others keep theirs. */
export type LighthousePages = {
  visitor: string[];
  /** Signed in with one cart line. */
  shopper?: string[];
  /** Signed in as the owner (an address in the store's ADMIN_EMAILS, verified); min score 0.90. */
  owner?: { pages: string[]; email: string; password: string };
};

type Run = { score: number; accessibility: number; fcp: number; lcp: number; cls: number; unused: number };

/** A page's worst run for a figure, every run's value after it when there are several. */
function worstRow(
  figure: string,
  runs: Run[],
  pick: (run: Run) => number,
  bound: { max?: number; min?: number },
  format: (v: number) => string,
): Row {
  const values = runs.map(pick);
  const row = bounded(figure, bound.min !== undefined ? Math.min(...values) : Math.max(...values), bound, format);
  return values.length > 1 ? { ...row, value: `${row.value} (${values.map(format).join(" / ")})` } : row;
}

/**
 * Lighthouse on each page, `runs` times (LIGHTHOUSE_RUNS, 1 by default), as a visitor, then as a
 * signed-in shopper with one cart line, then as the owner (storage kept between those runs, the
 * HTTP cache emptied before each). Each row holds a page's worst run, so a target holds "in every
 * run"; every run's largest paint and its phases are logged.
 */
export async function lighthouseRows(
  baseURL: string,
  /** The pages, given Lighthouse's Chromium (its debugging port) to prepare them in. */
  preparePages: (debuggingPort: number) => Promise<LighthousePages>,
  runs = 1,
): Promise<Row[]> {
  const chromium = await launchChromium();
  const rows: Row[] = [];
  try {
    const pages = await preparePages(chromium.port);
    const shopper = pages.shopper ?? [];
    const owner = pages.owner?.pages ?? [];
    for (const page of [...pages.visitor, ...shopper, ...owner]) {
      const who = shopper.includes(page) ? "shopper" : owner.includes(page) ? "owner" : "visitor";
      if (page === shopper[0]) await prepareShopper(chromium.port, baseURL);
      if (page === owner[0] && pages.owner) await signInOwner(chromium.port, baseURL, pages.owner);
      const results: Run[] = [];
      for (let run = 1; run <= runs; run += 1) {
        if (who !== "visitor") await clearHttpCache(chromium.port);
        const result = await lighthouse(new URL(page, baseURL).href, {
          port: chromium.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          disableStorageReset: who !== "visitor",
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        const { categories, audits } = result.lhr;
        const failing = (categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
          .map((ref) => ref.id);
        if (failing.length) console.log(`  accessibility audits failing on ${page}: ${failing.join(", ")}`);
        const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        const unused = (audits["unused-javascript"]?.details as { overallSavingsBytes?: number } | undefined)
          ?.overallSavingsBytes;
        const figures = {
          score: categories.performance?.score ?? 0,
          accessibility: categories.accessibility?.score ?? 0,
          fcp: numeric("first-contentful-paint"),
          lcp: numeric("largest-contentful-paint"),
          cls: numeric("cumulative-layout-shift"),
          unused: unused ?? 0,
        };
        results.push(figures);
        console.log(
          `Lighthouse (mobile) ${page} as a ${who}, run ${run}: score ${score(figures.score)}, FCP ${ms(figures.fcp)}, ` +
            `LCP ${ms(figures.lcp)}, TBT ${ms(numeric("total-blocking-time"))}, CLS ${figures.cls.toFixed(3)}; ` +
            `largest paint ${largestPaint(audits)}; load average ${loadavg()[0]!.toFixed(2)}`,
        );
      }
      const row = (
        figure: string,
        pick: (run: Run) => number,
        bound: { max?: number; min?: number },
        format: (v: number) => string,
      ) => worstRow(`${figure} ${page}`, results, pick, bound, format);
      rows.push(
        row("Lighthouse performance", (r) => r.score, { min: who === "owner" ? 0.9 : 0.95 }, score),
        row("Lighthouse accessibility", (r) => r.accessibility, { min: 1 }, score),
        row("first contentful paint", (r) => r.fcp, { max: 1500 }, ms),
        row("largest contentful paint", (r) => r.lcp, who === "owner" ? {} : { max: 2000 }, ms),
        row(
          "cumulative layout shift",
          (r) => r.cls,
          { max: 0.02 },
          (v) => v.toFixed(3),
        ),
        row("unused JavaScript", (r) => r.unused, who === "owner" ? {} : { max: 30 * 1024 }, kb),
      );
    }
  } finally {
    await chromium.close();
  }
  return rows;
}
