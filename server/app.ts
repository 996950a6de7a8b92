// The server bundle's entry: the request handler and the start-up work, built with the routes
// so that they share one database client and one catalogue cache.
import express from "express";
import type { ServerBuild } from "react-router";
import { seedIfEmpty } from "../db/seed";
import { csrfProtection } from "~/lib/csrf.server";
import { closeDb, migrate } from "~/lib/db.server";
import { runWorker } from "~/lib/jobs.server";
import { log } from "~/lib/log.server";
import { addressGuard, requestGuard } from "~/lib/request-guard.server";
import { securityHeaders } from "~/lib/security-headers.server";
import { clientIpHeader } from "~/lib/client-ip.server";
import { invalidateCatalogue } from "~/modules/catalog/index.server";
import { announceSetupCode } from "~/modules/accounts/index.server";
import { jobHandlers, recurringJobs } from "./job-handlers";
import { env } from "~/lib/env.server";
import { pageCache } from "./page-cache";
import { logRequestError, reactRouterHandler } from "./request-handler";

export { env };

export const app = express();
app.disable("x-powered-by");
// Behind a proxy, req.ip (and so every rate limit) is the visitor's address from X-Forwarded-For,
// believed only from the proxies TRUST_PROXY names (docs/decisions/039-proxy-guard-logs-webhooks.md).
app.set("trust proxy", env.TRUST_PROXY);

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

// On every response, refusals included (docs/decisions/014-security-headers.md); http.ts puts
// them on the static files it serves before this app too.
export const securityHeadersMiddleware = securityHeaders({
  siteUrl: env.SITE_URL,
  stripe: env.PAYMENTS === "stripe",
  stripeApiBase: env.STRIPE_API_BASE,
  imageOrigins: [env.PRINTFUL_API_BASE, env.PRINTIFY_API_BASE, env.SHOPIFY_API_BASE].filter((base): base is string =>
    Boolean(base),
  ),
  csp: !import.meta.env.DEV,
});
app.use(securityHeadersMiddleware);
// A method the routes answer and an address without dot segments, before anything matches on it.
app.use(addressGuard());
// Before the routes: refuse cross-site state changes; pass the client's address to better-auth.
app.use(csrfProtection());
app.use(clientIpHeader);
// Before anything reads it: a bounded, well-formed request (400/413 with a message otherwise).
app.use(requestGuard());
// Anonymous visitors get catalogue pages from memory until the catalogue changes.
app.use(pageCache());

const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
// In production the routes load while the database starts, not during the first request (dev
// keeps loading them per request so that edits show).
const eagerBuild = import.meta.env.PROD ? loadBuild() : undefined;

app.use(reactRouterHandler(eagerBuild ?? loadBuild));
app.use(logRequestError);

/**
 * Migrates the database and, on first start, loads the demo catalogue; while no admin exists,
 * prints the setup code that claims the store at /setup (decision 060).
 */
export async function prepare() {
  // Pages cached before the seed must not keep showing the old catalogue.
  const seeded = migrate().then(async () => {
    if (await seedIfEmpty()) invalidateCatalogue();
    await announceSetupCode();
  });
  await Promise.all([seeded, eagerBuild]);
}

export function startWorker(signal: AbortSignal) {
  return runWorker(jobHandlers, signal, { recurring: recurringJobs });
}

export { closeDb, log };
export { staticFiles } from "./static-files";
export { takeTurns } from "./take-turns";
