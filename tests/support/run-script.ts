// Runs one of scripts/ the way `npm run <script>` does (`node --import tsx scripts/<name>.ts`), as a
// process of its own with only the environment given, so the tests see its output and exit code.
// Its DATA_DIR is always a scratch folder, never the project's own ./.data.
import { spawn } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { scratchDir } from "./scratch-dir";

/**
 * A scratch DATA_DIR for a script: a copy of the run's migrated PGlite template (a process then
 * opens it without migrating), or an empty folder as a new shop has (`fresh`, and on a PostgreSQL
 * run, which has no PGlite template: the script migrates its own).
 */
export function scriptDataDir(options: { fresh?: boolean } = {}) {
  const dataDir = scratchDir("softdrop-script-");
  const template = path.join(inject("templateDataDir"), "pglite");
  if (!options.fresh && existsSync(template)) cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

export const removeDataDir = (dataDir: string) => rmSync(dataDir, { recursive: true, force: true });

/** Runs scripts/<script>.ts with `args`; `env` adds to a test's environment. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string> & { DATA_DIR: string },
): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("close", (status) => resolve({ status, out }));
  });
}
