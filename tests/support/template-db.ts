// Vitest global setup for the unit/integration tests: migrates one template database per run, which
// setup-db.ts then clones for every test file (decision record 019). PGlite: a migrated data folder
// copied per file. PostgreSQL (TEST_DATABASE_URL): a template database for CREATE DATABASE … TEMPLATE.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { scratchDir } from "./scratch-dir";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite DATA_DIR to copy, or the PostgreSQL template database's name. */
    templateDataDir: string;
    templateDatabase: string;
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

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const saved = { ...process.env };
  const templateDataDir = scratchDir("softdrop-template-");
  const templateDatabase = serverUrl ? `softdrop_template_${randomUUID().replace(/-/g, "").slice(0, 12)}` : "";
  if (serverUrl) await withAdmin(serverUrl, (admin) => admin.query(`create database ${templateDatabase}`));

  // Migrate with the project's own code, then give the environment back untouched.
  Object.assign(process.env, { NODE_ENV: "test", DATA_DIR: templateDataDir, LOG_LEVEL: "silent" });
  if (serverUrl) process.env.DATABASE_URL = databaseUrl(serverUrl, templateDatabase);
  else delete process.env.DATABASE_URL;
  const { migrate, closeDb } = await import("~/lib/db.server");
  await migrate();
  await closeDb();
  process.env = saved;

  project.provide("templateDataDir", templateDataDir);
  project.provide("templateDatabase", templateDatabase);

  return async () => {
    rmSync(templateDataDir, { recursive: true, force: true });
    if (serverUrl) await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${templateDatabase}`));
  };
}
