// The database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "../../db/schema";
import { env } from "./env.server";
import { log } from "./log.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export { schema };

type Connection = { kind: "pglite"; client: PGlite; db: Db } | { kind: "postgres"; client: pg.Pool; db: Db };

function connect(): Connection {
  if (env.DATABASE_URL) {
    const client = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    client.on("error", (error) => log.error({ err: error.message }, "idle database connection lost"));
    return { kind: "postgres", client, db: drizzlePg(client, { schema }) as unknown as Db };
  }
  const dir = path.resolve(env.DATA_DIR, "pglite");
  mkdirSync(dir, { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers lives in the WebAssembly heap and is never given
  // back; a shop's working set fits in 16 MB, and the operating system caches the files anyway
  // (decision record 031).
  const client = new PGlite(dir, { postgresqlconf: ["shared_buffers=16MB"] });
  return { kind: "pglite", client, db: drizzlePglite(client, { schema }) as unknown as Db };
}

let opened: Connection | undefined;
let closed = false;
/**
 * The connection, opened on first use: a command that only prints its usage, or a module that
 * merely can query, opens nothing (with PGlite, opening another process's folder is never safe).
 */
function connection() {
  if (closed) throw new Error("The database connection is closed");
  return (opened ??= connect());
}

/**
 * Drizzle over the connection, which the first use opens. Every operation on it goes to the open
 * instance (methods run with it as `this` through the same forwarding), so spies and tests see one.
 */
export const db: Db = new Proxy({} as Db, {
  get: (_target, key) => Reflect.get(connection().db, key),
  set: (_target, key, value) => Reflect.set(connection().db, key, value),
  has: (_target, key) => Reflect.has(connection().db, key),
  defineProperty: (_target, key, descriptor) => Reflect.defineProperty(connection().db, key, descriptor),
  deleteProperty: (_target, key) => Reflect.deleteProperty(connection().db, key),
  getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(connection().db, key),
  getPrototypeOf: () => Reflect.getPrototypeOf(connection().db),
});
export const databaseKind: Connection["kind"] = env.DATABASE_URL ? "postgres" : "pglite";

/** Brings the schema up to date. Many processes may call it at once on PostgreSQL. */
export async function migrate() {
  // Commands run from the project root, from source and from the server bundle alike.
  const folder = path.resolve("db/migrations");
  const open = connection();
  if (open.kind === "pglite") {
    await migratePglite(open.db as never, { migrationsFolder: folder });
    return;
  }
  const lock = await open.client.connect();
  try {
    await lock.query("select pg_advisory_lock(727274)");
    await migratePg(open.db as never, { migrationsFolder: folder });
  } finally {
    await lock.query("select pg_advisory_unlock(727274)").catch(() => undefined);
    lock.release();
  }
}

/** The rows of a raw SQL query, on either driver (PGlite and node-postgres both answer { rows }). */
export async function queryRows<Row>(query: SQL, executor: Db | Tx = db): Promise<Row[]> {
  return ((await executor.execute(query)) as unknown as { rows: Row[] }).rows;
}

export async function ping() {
  await db.execute(sql`select 1`);
}

export async function closeDb() {
  closed = true;
  if (opened?.kind === "pglite") await opened.client.close();
  else if (opened) await opened.client.end();
}

/** Whether a statement failed on a unique index (PostgreSQL's 23505, as PGlite and pg report it). */
export const isUniqueViolation = (error: unknown) =>
  String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === "23505";
