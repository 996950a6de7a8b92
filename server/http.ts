// The web process: serves the built store (or the dev server), runs the jobs worker by default.
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import type * as AppBundle from "./app";

type AppModule = typeof AppBundle;

const production = process.argv.includes("--production");
// `--worker-only`: the jobs worker from the compiled build, without a web server (deploy/start.sh).
const workerOnly = process.argv.includes("--worker-only");
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

/**
 * React picks its development or production build from NODE_ENV when first loaded. The compiled
 * store always runs the production build, whatever NODE_ENV tells the app (unset, `npm start`
 * serves the store with development settings): its development build took 35 % longer to render a
 * page on the server, checking what the compiled build no longer needs (decision record 076).
 */
async function loadProductionReact() {
  const appEnvironment = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await Promise.all([import("react"), import("react/jsx-runtime"), import("react-dom"), import("react-dom/server")]);
  } finally {
    if (appEnvironment === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = appEnvironment;
  }
}

async function loadApp(): Promise<{ server: express.Express; module: AppModule }> {
  const server = express();
  server.disable("x-powered-by");
  if (production) {
    await loadProductionReact();
    const module = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as AppModule;
    // First of all: under load, requests start in the order they arrived (take-turns.ts).
    server.use(module.takeTurns(), compression());
    // Static files carry the same headers as pages (nosniff above all: an SVG is a document).
    const headers = module.securityHeadersMiddleware;
    // Each in the best encoding the visitor accepts, compressed once by the build (static-files.ts).
    const assets = module.staticFiles(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" });
    server.use("/assets", headers, assets);
    // Public files all have an extension (/favicon.svg, /catalog/….svg): a page's path skips the
    // file lookup, which cost a failed stat per page request.
    const publicFiles = module.staticFiles(path.join(buildDir, "client"), { maxAge: "1h" });
    server.use((req, res, next) =>
      path.extname(req.path) ? headers(req, res, () => publicFiles(req, res, next)) : next(),
    );
    server.use(module.app);
    return { server, module };
  }
  server.use(compression());
  const vite = await import("vite").then(({ createServer }) => createServer({ server: { middlewareMode: true } }));
  server.use(vite.middlewares);
  const module = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
  server.use(async (req, res, next) => {
    try {
      const fresh = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
      fresh.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
  return { server, module };
}

async function main() {
  let loaded: Awaited<ReturnType<typeof loadApp>>;
  try {
    loaded = await loadApp();
  } catch (error) {
    // A bad configuration value stops the server here with the message from env.server.ts.
    if (error instanceof Error && error.name === "ConfigError") {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { server, module } = loaded;
  const { env, log } = module;
  await module.prepare();

  const stopWorker = new AbortController();
  const worker = env.RUN_WORKER || workerOnly ? module.startWorker(stopWorker.signal) : Promise.resolve();

  const listener = workerOnly
    ? undefined
    : server.listen(env.PORT, env.HOST ?? "0.0.0.0", () => {
        log.info(
          { url: `http://localhost:${env.PORT}`, mode: production ? "production build" : "dev" },
          "softdrop is up",
        );
      });

  const shutdown = async () => {
    log.info("shutting down");
    stopWorker.abort();
    listener?.close();
    listener?.closeAllConnections();
    await worker;
    await module.closeDb();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

await main();
