// Gives each unit/integration test file a database as the template left it, and the app's modules
// evaluated afresh, in workers that run many files one after another (`isolate: false`, decision
// record 076). A worker's first file opens its database: a copy of the template's PGlite DATA_DIR,
// or a new PostgreSQL database made from the template database when TEST_DATABASE_URL is set. Every
// later file of that worker starts by emptying it back to the template's rows and its DATA_DIR's
// other folders (the mail outbox, uploads), and by forgetting every module of the project but the
// database's own (app/lib/db.server.ts and the schema under db/): configuration, caches and
// registries start as a new process would have them, while libraries and the open database stay.
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { databaseUrl, withAdmin } from "./template-db";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const DB_MODULE = path.join(ROOT, "app/lib/db.server.ts");

/** The parts of Vitest's module runner (Vite's EvaluatedModules) this file reads. */
type ModuleNode = { id: string; file: string | null; imports: Set<string> };
type EvaluatedModules = {
  idToModuleMap: Map<string, ModuleNode>;
  getModulesByFile(file: string): Set<ModuleNode> | undefined;
  invalidateModule(node: ModuleNode): void;
};

function moduleRunner(): EvaluatedModules {
  // Not a documented API: without it the files cannot share a worker, so say so plainly.
  const worker = (globalThis as { __vitest_worker__?: { evaluatedModules?: Partial<EvaluatedModules> } })
    .__vitest_worker__;
  const modules = worker?.evaluatedModules;
  if (!modules?.idToModuleMap || !modules.getModulesByFile || !modules.invalidateModule) {
    throw new Error("This Vitest does not expose its module runner: set isolate: true in vitest.config.ts");
  }
  return modules as EvaluatedModules;
}

/** Opens the worker's database for its first file; returns the worker's DATA_DIR. */
async function openWorkerDatabase() {
  const dataDir = mkdtempSync(path.join(inject("testDataRoot"), "worker-"));
  Object.assign(process.env, { NODE_ENV: "test", DATA_DIR: dataDir, RUN_WORKER: "false" });
  process.env.LOG_LEVEL ??= "silent";
  delete process.env.DATABASE_URL;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `${inject("testDatabasePrefix")}${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    await withAdmin(serverUrl, (admin) =>
      admin.query(`create database ${name} template ${inject("templateDatabase")}`),
    );
    process.env.DATABASE_URL = databaseUrl(serverUrl, name);
  } else {
    cpSync(path.join(inject("templateDataDir"), "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  }
  return dataDir;
}

/** Forgets every evaluated module of the project except the database module and the schema. */
function forgetAppModules(modules: EvaluatedModules, database: ModuleNode | undefined) {
  const kept = new Set<string>();
  const keep = (node: ModuleNode) => {
    kept.add(node.id);
    for (const id of node.imports) {
      const child = modules.idToModuleMap.get(id);
      if (child?.file?.startsWith(path.join(ROOT, "db/")) && !kept.has(id)) keep(child);
    }
  };
  if (database) keep(database);
  for (const node of modules.idToModuleMap.values()) {
    const ours = node.file?.startsWith(ROOT) && !node.file.includes("/node_modules/");
    if (ours && !kept.has(node.id)) modules.invalidateModule(node);
  }
}

/** Empties every table and puts back the rows the migrations wrote into the template. */
async function resetTables() {
  // Loaded here, not at the top: the worker's first file sets DATA_DIR before the module reads it.
  const { db } = await import("~/lib/db.server");
  const template = inject("templateRows");
  const tables = Object.keys(template).map((table) => sql.identifier(table));
  await db.execute(sql`truncate ${sql.join(tables, sql`, `)} restart identity cascade`);
  for (const [table, rows] of Object.entries(template)) {
    if (!rows.length) continue;
    const name = sql.identifier(table);
    await db.execute(
      sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${JSON.stringify(rows)})`,
    );
  }
}

const worker = globalThis as { softdropTestDataDir?: string };
const modules = moduleRunner();
if (!worker.softdropTestDataDir) {
  worker.softdropTestDataDir = await openWorkerDatabase();
} else {
  const dataDir = worker.softdropTestDataDir;
  for (const entry of readdirSync(dataDir)) {
    if (entry !== "pglite") rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
  const database = [...(modules.getModulesByFile(DB_MODULE) ?? [])][0];
  forgetAppModules(modules, database);
  // A worker whose files never loaded the database has its copy as the template left it.
  if (database) await resetTables();
}
