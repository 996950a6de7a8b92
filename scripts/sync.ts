// npm run sync -- printful [--store-id N] | printify --shop-id N | inventory: the admin card's
// syncs from a terminal. Queues the sync like the card does and runs it here, with a progress
// bar on a terminal and plain lines otherwise; exits 0 only when the sync succeeded. With the
// embedded database run it while the server is stopped (PGlite is single-process).
import { parseArgs } from "node:util";
import { summaryText, syncRequestSchema, type SyncRunView } from "~/modules/catalog-sync/sync.schema";

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

const tty = process.stdout.isTTY;

function bar(run: { done: number; total: number | null }) {
  const width = 30;
  const share = run.total ? Math.min(1, run.done / run.total) : 0;
  const filled = Math.round(share * width);
  const count = run.total === null ? "starting…" : `${run.done} of ${run.total} products`;
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${count}`;
}

async function watch(runId: string, jobId: string) {
  let lastLine = "";
  const show = async () => {
    const run = await getRun(runId);
    if (!run) return;
    const line = bar(run);
    if (line === lastLine) return;
    lastLine = line;
    if (tty) process.stdout.write(`\r${line}`);
    // Plain lines for logs: one every tenth of the way (and at the ends).
    else if (run.total === null || run.done === run.total || run.done % Math.max(1, Math.ceil(run.total / 10)) === 0) {
      console.log(line);
    }
  };
  const timer = setInterval(() => void show().catch(() => undefined), tty ? 200 : 1000);
  try {
    await runNextJob(jobHandlers, jobId);
  } finally {
    clearInterval(timer);
  }
  await show();
  if (tty) process.stdout.write("\n");
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
