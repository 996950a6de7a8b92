// Lighthouse and autocannon are the bench's alone: 250 packages that every `npm install` fetched
// for a command most contributors never run. The bench installs them on first use from their own
// lockfile (scripts/bench/tools/), as the browser tests install Chromium (decision record 053).
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type autocannonType from "autocannon";

const manifestDir = path.join(import.meta.dirname, "tools");
// Inside node_modules: ignored by every tool, and gone with the next clean install.
const installDir = path.resolve("node_modules/.softdrop-bench-tools");
const FILES = ["package.json", "package-lock.json", "index.js"];

/** The parts of a Lighthouse result the bench reads. */
export type LighthouseResult = {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
    audits: Record<string, { score: number | null; numericValue?: number; details?: unknown } | undefined>;
  };
};
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
type Tools = { autocannon: typeof autocannonType; lighthouse: Lighthouse };

// Written after a successful install: the lockfile it installed.
const marker = path.join(installDir, "installed-lock.json");
const lockfile = path.join(manifestDir, "package-lock.json");

function installed() {
  return existsSync(marker) && readFileSync(marker, "utf8") === readFileSync(lockfile, "utf8");
}

function install() {
  console.log("Installing the bench's tools (Lighthouse, autocannon) on first use …");
  mkdirSync(installDir, { recursive: true });
  for (const file of FILES) copyFileSync(path.join(manifestDir, file), path.join(installDir, file));
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: installDir,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("Installing the bench's tools failed (npm ci in scripts/bench/tools)");
  copyFileSync(lockfile, marker);
}

let tools: Promise<Tools> | undefined;

/** The bench's tools, installed first if missing or if their lockfile changed. */
export function benchTools(): Promise<Tools> {
  tools ??= (async () => {
    if (!installed()) install();
    return (await import(pathToFileURL(path.join(installDir, "index.js")).href)) as Tools;
  })();
  return tools;
}

/** autocannon's load run, as `await autocannon(options)` gives it. */
export async function autocannon(options: autocannonType.Options): Promise<autocannonType.Result> {
  return (await benchTools()).autocannon(options);
}

/** A Lighthouse run against a Chromium already listening on `flags.port`. */
export async function lighthouse(url: string, flags: Record<string, unknown>) {
  return (await benchTools()).lighthouse(url, flags);
}
