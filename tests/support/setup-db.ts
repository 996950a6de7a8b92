// Gives each unit/integration test file its own fresh, migrated database: PGlite in a temporary
// DATA_DIR, or a new database on the PostgreSQL server named by TEST_DATABASE_URL.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "softdrop-test-"));
process.env.NODE_ENV = "test";
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= "silent";
process.env.RUN_WORKER = "false";
delete process.env.DATABASE_URL;

let databaseName: string | undefined;
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  databaseName = `softdrop_test_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  process.env.DATABASE_URL = url.toString();
}

const { migrate, closeDb } = await import("~/lib/db.server");
await migrate();

afterAll(async () => {
  await closeDb();
  if (serverUrl && databaseName) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});
