// Gives each unit/integration test file its own migrated database, cloned from the template that
// template-db.ts migrated once for the run: a copy of the PGlite DATA_DIR, or a new PostgreSQL
// database made from the template database when TEST_DATABASE_URL is set.
import { randomUUID } from "node:crypto";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { scratchDir } from "./scratch-dir";
import { databaseUrl, withAdmin } from "./template-db";

const dataDir = scratchDir("softdrop-test-");
process.env.NODE_ENV = "test";
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= "silent";
process.env.RUN_WORKER = "false";
delete process.env.DATABASE_URL;

let databaseName: string | undefined;
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  databaseName = `softdrop_test_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await withAdmin(serverUrl, (admin) =>
    admin.query(`create database ${databaseName} template ${inject("templateDatabase")}`),
  );
  process.env.DATABASE_URL = databaseUrl(serverUrl, databaseName);
} else {
  cpSync(path.join(inject("templateDataDir"), "pglite"), path.join(dataDir, "pglite"), { recursive: true });
}

const { closeDb, ping } = await import("~/lib/db.server");
// Open the clone now: a file that never queries must still close a fully started database.
await ping();

afterAll(async () => {
  await closeDb();
  if (serverUrl && databaseName) {
    const name = databaseName;
    await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  }
  rmSync(dataDir, { recursive: true, force: true });
});
