// The admin:grant command, run as a real process against its own fresh database.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

function run(args: string[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "softdrop-grant-"));
  try {
    const child = spawnSync(process.execPath, ["--import", "tsx", "scripts/admin-grant.ts", ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      encoding: "utf8",
      timeout: 85_000,
    });
    return { status: child.status, out: `${child.stdout}${child.stderr}` };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("npm run admin:grant", () => {
  it("explains its usage without an email", () => {
    const result = run([]);
    expect(result.status).toBe(2);
    expect(result.out).toContain("Usage: npm run admin:grant -- <email>");
  });

  it("says clearly when no account uses the email, after migrating the database", () => {
    const result = run(["nobody@example.test"]);
    expect(result.out).toContain("No account uses nobody@example.test");
    expect(result.status).toBe(1);
    // A fresh process migrates a fresh database first: slow on a busy machine.
  }, 90_000);
});
