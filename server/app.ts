// The server bundle's entry: the request handler and the start-up work, built with the routes
// so that they share one database client and one catalogue cache.
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import { seedIfEmpty } from "../db/seed";
import { csrfProtection } from "~/lib/csrf.server";
import { closeDb, migrate } from "~/lib/db.server";
import { runWorker } from "~/lib/jobs.server";
import { log } from "~/lib/log.server";
import { clientIpHeader } from "~/modules/accounts/client-ip.server";
import { jobHandlers } from "./job-handlers";
import { pageCache } from "./page-cache";

export { env } from "~/lib/env.server";

export const app = express();
app.disable("x-powered-by");

app.use((req, res, next) => {
  const started = performance.now();
  res.on("finish", () => {
    log.info(
      {
        method: req.method,
        path: req.originalUrl,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  next();
});

// Before the routes: refuse cross-site state changes; pass the client's address to better-auth.
app.use(csrfProtection());
app.use(clientIpHeader);
// Anonymous visitors get catalogue pages from memory until the catalogue changes.
app.use(pageCache());

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
  }),
);

/** Migrates the database and, on first start, loads the demo catalogue. */
export async function prepare() {
  await migrate();
  await seedIfEmpty();
}

export function startWorker(signal: AbortSignal) {
  return runWorker(jobHandlers, signal);
}

export { closeDb, log };
