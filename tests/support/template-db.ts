// Vitest global setup for the unit/integration tests: migrates one template database per run, which
// setup-db.ts then clones for every worker and resets to between files (decision records 019 and
// 076). PGlite: a migrated data folder copied per worker. PostgreSQL (TEST_DATABASE_URL): a template
// database for CREATE DATABASE … TEMPLATE. When the run ends, the template and the workers' copies go.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { queryRows as QueryRows } from "~/lib/db.server";
import type { TestProject } from "vitest/node";
import { scratchDir } from "./scratch-dir";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite DATA_DIR to copy, or the PostgreSQL template database's name. */
    templateDataDir: string;
    templateDatabase: string;
    /** Each table's rows as the migrations left them (most are empty), to reset a database to. */
    templateRows: Record<string, unknown[]>;
    /** The folder under which each worker keeps its DATA_DIR, removed when the run ends. */
    testDataRoot: string;
    /** The name every worker's PostgreSQL database starts with, to drop them all when the run ends. */
    testDatabasePrefix: string;
  }
}

export async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Every table's rows, as JSON would carry them to the workers. */
async function tableRows(queryRows: typeof QueryRows) {
  const tables = await queryRows<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const result = await queryRows<unknown>(sql`select * from ${sql.identifier(name)}`);
    rows[name] = JSON.parse(JSON.stringify(result)) as unknown[];
  }
  return rows;
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const saved = { ...process.env };
  const templateDataDir = scratchDir("softdrop-template-");
  const run = randomUUID().replace(/-/g, "").slice(0, 12);
  const templateDatabase = serverUrl ? `softdrop_template_${run}` : "";
  const testDatabasePrefix = `softdrop_test_${run}_`;
  const testDataRoot = scratchDir("softdrop-test-");
  if (serverUrl) await withAdmin(serverUrl, (admin) => admin.query(`create database ${templateDatabase}`));

  // Migrate with the project's own code, then give the environment back untouched.
  Object.assign(process.env, { NODE_ENV: "test", DATA_DIR: templateDataDir, LOG_LEVEL: "silent" });
  if (serverUrl) process.env.DATABASE_URL = databaseUrl(serverUrl, templateDatabase);
  else delete process.env.DATABASE_URL;
  const { migrate, closeDb, queryRows } = await import("~/lib/db.server");
  await migrate();
  project.provide("templateRows", await tableRows(queryRows));
  await closeDb();
  process.env = saved;

  project.provide("templateDataDir", templateDataDir);
  project.provide("templateDatabase", templateDatabase);
  project.provide("testDataRoot", testDataRoot);
  project.provide("testDatabasePrefix", testDatabasePrefix);

  return async () => {
    rmSync(templateDataDir, { recursive: true, force: true });
    rmSync(testDataRoot, { recursive: true, force: true });
    if (!serverUrl) return;
    await withAdmin(serverUrl, async (admin) => {
      const workers = await admin.query<{ name: string }>(
        "select datname as name from pg_database where starts_with(datname, $1)",
        [testDatabasePrefix],
      );
      for (const { name } of workers.rows) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop database if exists ${templateDatabase}`);
    });
  };
}
