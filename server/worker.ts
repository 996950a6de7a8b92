// A jobs worker on its own: `npm run worker`. Run any number of these beside the web processes.
import { closeDb, migrate } from "~/lib/db.server";
import { runWorker } from "~/lib/jobs.server";
import { jobHandlers, recurringJobs } from "./job-handlers";

const stop = new AbortController();
process.once("SIGINT", () => stop.abort());
process.once("SIGTERM", () => stop.abort());

await migrate();
await runWorker(jobHandlers, stop.signal, { recurring: recurringJobs });
await closeDb();
