// The admin:grant command, run as a real process against its own fresh database.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { removeDataDir, runScript, scriptDataDir } from "../tests/support/run-script";

async function run(args: string[]) {
  const dataDir = scriptDataDir({ fresh: true });
  try {
    const result = await runScript("admin-grant", args, { DATA_DIR: dataDir });
    return { ...result, files: readdirSync(dataDir) };
  } finally {
    removeDataDir(dataDir);
  }
}

describe("npm run admin:grant", () => {
  it("explains its usage without an email, and opens no database", async () => {
    const result = await run([]);
    expect(result.status).toBe(2);
    expect(result.out).toContain("Usage: npm run admin:grant -- <email>");
    // With the embedded database, opening it beside a running server is never safe.
    expect(result.files).not.toContain("pglite");
  });

  it("says clearly when no account uses the email, after migrating the database", async () => {
    const result = await run(["nobody@example.test"]);
    expect(result.out).toContain("No account uses nobody@example.test");
    expect(result.status).toBe(1);
    expect(result.files).toContain("pglite");
    // A fresh process migrates a fresh database first: slow on a busy machine.
  }, 90_000);
});
