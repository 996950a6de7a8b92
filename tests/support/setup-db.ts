// Gives each unit/integration test file its own migrated database, cloned from the template that
// template-db.ts migrated once for the run: a copy of the PGlite DATA_DIR, or a new PostgreSQL
// database made from the template database when TEST_DATABASE_URL is set.
import { randomUUID } from "node:crypto";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
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

const DB_MODULE = fileURLToPath(new URL("../../app/lib/db.server.ts", import.meta.url));

/**
 * Whether this file's module graph loaded the database module (and so opened the clone). A third
 * of the files never do (schemas, partner clients, pure helpers): they skip opening PGlite, most
 * of a file's set-up (decision record 075). Read from the worker's module runner, which Vitest
 * does not document; without it, every file opens and closes the database as before.
 */
function databaseOpened() {
  type EvaluatedModules = { getModulesByFile?: (file: string) => Set<unknown> | undefined };
  const worker = (globalThis as { __vitest_worker__?: { evaluatedModules?: EvaluatedModules } }).__vitest_worker__;
  const modules = worker?.evaluatedModules;
  return modules?.getModulesByFile ? Boolean(modules.getModulesByFile(DB_MODULE)?.size) : true;
}

afterAll(async () => {
  if (databaseOpened()) {
    const { closeDb, ping } = await import("~/lib/db.server");
    // A file that never queried must still close a fully started database.
    await ping();
    await closeDb();
  }
  if (serverUrl && databaseName) {
    const name = databaseName;
    await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  }
  rmSync(dataDir, { recursive: true, force: true });
});
