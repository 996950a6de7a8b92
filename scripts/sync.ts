// npm run sync -- printful [--store-id N] | printify --shop-id N | inventory: the admin card's
// syncs from a terminal. Queues the sync like the card does and runs it here, with a progress
// bar on a terminal and plain lines otherwise; exits 0 only when the sync succeeded. With the
// embedded database run it while the server is stopped (PGlite is single-process).
import { parseArgs } from "node:util";
import { summaryText, syncRequestSchema, type SyncRunView } from "~/modules/catalog-sync/sync.schema";
import { progressPrinter } from "./sync-progress";

const USAGE = "Usage: npm run sync -- printful [--store-id N] | printify --shop-id N | inventory";

function parseCommand() {
  try {
    const { values, positionals } = parseArgs({
      options: { "store-id": { type: "string" }, "shop-id": { type: "string" } },
      allowPositionals: true,
    });
    const [what, ...rest] = positionals;
    if (rest.length || !what || !["printful", "printify", "inventory"].includes(what)) return undefined;
    return syncRequestSchema.safeParse({
      intent: `sync-${what}`,
      storeId: values["store-id"],
      shopId: values["shop-id"],
    });
  } catch {
    return undefined;
  }
}

async function watch(runId: string, jobId: string) {
  const printer = progressPrinter(process.stdout);
  const show = async () => {
    const run = await getRun(runId);
    if (run) printer.show(run);
  };
  const timer = setInterval(() => void show().catch(() => undefined), printer.intervalMs);
  try {
    await runNextJob(jobHandlers, jobId);
  } finally {
    clearInterval(timer);
  }
  await show();
  printer.end();
}

const parsed = parseCommand();
if (!parsed) {
  console.error(USAGE);
  process.exit(2);
}
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => issue.message).join("\n"));
  console.error(USAGE);
  process.exit(2);
}

// Loaded only once the command is valid: opening the database is the slow part.
const { closeDb, migrate } = await import("~/lib/db.server");
const { runNextJob } = await import("~/lib/jobs.server");
const { startSyncFromCard } = await import("~/modules/catalog-sync/sync-admin.server");
const { getRun } = await import("~/modules/catalog-sync/sync-runs.server");
const { jobHandlers } = await import("../server/job-handlers");

let exitCode = 1;
try {
  await migrate();
  const start = await startSyncFromCard(parsed.data);
  if (!start.ok) {
    console.error(Object.values(start.fields ?? {})[0] ?? start.reason ?? "The sync could not start");
  } else {
    await watch(start.run.id, start.jobId);
    const run = (await getRun(start.run.id))!;
    if (run.status === "done") {
      const view = { ...run, finishedAt: null, resumed: run.attempt > 1 } as SyncRunView;
      console.log(`Sync finished: ${summaryText(view)}`);
      for (const skip of run.skipped) console.log(`  skipped ${skip.name}: ${skip.reason}`);
      exitCode = 0;
    } else {
      console.error(`Sync failed: ${run.error ?? `it is still ${run.status}`}`);
    }
  }
} catch (error) {
  console.error(`The sync could not run: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await closeDb();
}
process.exit(exitCode);
