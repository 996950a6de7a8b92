import pg from "pg";
const base = "postgres://postgres@127.0.0.1:5432/test";
const admin = new pg.Client({ connectionString: base });
await admin.connect();
const name = "softdrop_ins_explain";
if (process.argv[2] === "setup") {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
}
const url = `postgres://postgres@127.0.0.1:5432/${name}`;
process.env.DATABASE_URL = url;
process.env.NODE_ENV = "test";
process.env.LOG_LEVEL = "silent";
const { migrate, closeDb, db } = await import("~/lib/db.server");
const { sql } = await import("drizzle-orm");
const client = new pg.Client({ connectionString: url });
await client.connect();
if (process.argv[2] === "setup") {
  await migrate();
  const { seedIfEmpty } = await import("../db/seed");
  await seedIfEmpty();
  const { generate } = await import("../scripts/bench/insights");
  await generate(client);
}
const { headlineFigures, dailyFigures, ordersByStatus, salesByCountry } = await import("~/modules/insights/figures.server");
const { topProducts } = await import("~/modules/insights/products.server");
const { leadTimes } = await import("~/modules/insights/lead-times.server");
const { makePeriod, todayIn, addDays } = await import("~/modules/insights/insights.schema");
const today = todayIn("UTC");
const scope = { period: makePeriod("30d", addDays(today, -29), today), timeZone: "UTC", source: "native" as const, fee: { basisPoints: 290, fixedCents: 30 } };
for (const [label, fn] of Object.entries({ headlineFigures, dailyFigures, ordersByStatus, salesByCountry, topProducts, leadTimes })) {
  const t = performance.now();
  await (fn as (s: typeof scope) => Promise<unknown>)(scope);
  console.log(label, (performance.now() - t).toFixed(0), "ms");
}
const t = performance.now();
const { loadInsights } = await import("~/modules/insights/insights.server");
await loadInsights(scope);
console.log("all parallel", (performance.now() - t).toFixed(0), "ms");
await client.end(); await admin.end(); await closeDb();
void db; void sql;
