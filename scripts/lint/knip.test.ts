// knip, as `npm run lint` runs it, fails on dead code: a fixture with an unused export, a file
// nothing imports and a dependency nothing uses exits non-zero and names each.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const fixture = path.resolve(import.meta.dirname, "../../tests/fixtures/lint/knip");
const knip = path.resolve(import.meta.dirname, "../../node_modules/knip/bin/knip.js");

describe("knip", () => {
  it("fails on an unused export, an unused file and an unused dependency, and names each", () => {
    const run = spawnSync(process.execPath, [knip, "--directory", fixture, "--reporter", "json", "--no-progress"], {
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout) as {
      issues: { file: string; exports: { name: string }[]; files?: unknown[]; dependencies: { name: string }[] }[];
    };
    const byFile = new Map(report.issues.map((issue) => [issue.file, issue]));
    expect(byFile.get("helpers.ts")?.exports.map((entry) => entry.name)).toEqual(["whisper"]);
    expect(byFile.get("package.json")?.dependencies.map((entry) => entry.name)).toEqual(["left-pad"]);
    expect(byFile.has("orphan.ts")).toBe(true);
    expect(byFile.has("main.ts")).toBe(false);
  });
});
