// npm run sync -- <partner> [--<location>-id N] | inventory: the admin card's syncs from a
// terminal, for every registered partner (its location option named after its key). Queues the sync like the card does and runs it here, with a progress
// bar on a terminal and plain lines otherwise; exits 0 only when the sync succeeded. With the
// embedded database run it while the server is stopped (PGlite is single-process).
import { parseArgs } from "node:util";
import { env } from "~/lib/env.server";
import { partnerCards } from "~/modules/catalog-sync/index.server";
import { parseSyncRequest, summaryText, type SyncRunView } from "~/modules/catalog-sync";
import { progressPrinter } from "./sync-progress";

const partners = partnerCards(env);
/** storeId → --store-id: each partner's location option. */
const optionOf = (key: string) => `--${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
const USAGE = `Usage: npm run sync -- ${partners
  .map((partner) => {
    const option = `${optionOf(partner.location.key)} N`;
    return `${partner.id} ${partner.location.required ? option : `[${option}]`}`;
  })
  .join(" | ")} | inventory`;

function parseCommand() {
  try {
    const options = Object.fromEntries(
      partners.map((partner) => [optionOf(partner.location.key).slice(2), { type: "string" as const }]),
    );
    const { values, positionals } = parseArgs({ options, allowPositionals: true });
    const [what, ...rest] = positionals;
    const known = [...partners.map((partner) => partner.id), "inventory"];
    if (rest.length || !what || !known.includes(what)) return undefined;
    const locations = Object.fromEntries(
      partners.map((partner) => [partner.location.key, values[optionOf(partner.location.key).slice(2)]]),
    );
    return parseSyncRequest({ intent: `sync-${what}`, ...locations }, partners);
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
  console.error(Object.values(parsed.fields).join("\n"));
  console.error(USAGE);
  process.exit(2);
}

// Loaded only once the command is valid: opening the database is the slow part.
const { closeDb, migrate } = await import("~/lib/db.server");
const { runNextJob } = await import("~/lib/jobs.server");
const { startSyncFromCard } = await import("~/modules/catalog-sync/index.server");
const { getRun } = await import("~/modules/catalog-sync/index.server");
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
