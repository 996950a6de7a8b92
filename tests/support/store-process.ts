// Starts the built store as a child process on a free port with a fresh DATA_DIR (and so a fresh
// embedded database; in memory where the machine has /dev/shm, scratch-dir.ts), for browser tests;
// every extra store a test needs (Stripe mode, a partner's fake, Shopify mode) starts the same way
// with its own environment.
import { spawn } from "node:child_process";
import { cpSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { scratchDir } from "./scratch-dir";

export type StoreProcess = {
  url: string;
  dataDir: string;
  /** The server's process id (the bench reads its memory). */
  pid: number;
  /** Everything the store printed so far. */
  output(): string;
  /** How the process ended ("exit code 1", "signal SIGKILL"), or null while it runs. */
  ended(): string | null;
  stop(): Promise<void>;
};

/**
 * The flags `npm run serve` gives node (the heap bounds of decision 031, the WebAssembly compiler
 * of decision 049), read from package.json so that tests and the bench run what production runs.
 */
export function serveNodeFlags(): string[] {
  const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;
  return scripts.serve!.split(/\s+/).filter((word) => word.startsWith("--") && word !== "--production");
}

/**
 * The environment variable naming a migrated and seeded PGlite folder that new stores start from
 * (set by e2e-server.ts for the browser tests): each store then skips its own migration and seed,
 * 2-3 s of CPU at every one of the 14 starts (decision record 053). Unset (the bench), a store
 * starts on an empty folder as a new shop does.
 */
export const STORE_TEMPLATE_ENV = "SOFTDROP_E2E_STORE_TEMPLATE";

/** A new data folder for a store: a copy of the template's database when there is one. */
function newDataDir(name: string) {
  const dataDir = scratchDir(`softdrop-e2e-${name}-`);
  const template = process.env[STORE_TEMPLATE_ENV];
  if (template) cpSync(path.join(template, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Starts a store and waits for /healthz. `env` adds to (or overrides) the defaults; pass `port`
 * when a fake must know the store's address before it starts.
 */
export async function startStore(
  options: {
    name?: string;
    env?: Record<string, string>;
    port?: number;
    /** An existing data folder to start on (a restart); the caller removes it. */
    dataDir?: string;
    /** Start as a user does, with `npm start` (which builds first if the sources changed). */
    npmStart?: boolean;
    /** How long to wait for /healthz (90 s): a first start migrates and seeds, slow on a busy machine. */
    startupMs?: number;
  } = {},
): Promise<StoreProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? newDataDir(options.name ?? "store");
  let output = "";
  // The compiled server in the build, as `npm run serve` starts it.
  const server = path.join(process.env.BUILD_DIR ?? "build", "server/http.js");
  const [command, args] = options.npmStart
    ? ["npm", ["start"]]
    : [process.execPath, [...serveNodeFlags(), server, "--production"]];
  const child = spawn(command, args, {
    // npm's children are a process group of their own, stopped together.
    detached: options.npmStart,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: "warn",
      // The browser tests' pages each claim an address of their own (browser.ts), so that the
      // per-client limits (sign-up, contact) treat them as the different visitors they stand for.
      TRUST_PROXY: "loopback",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));

  const signal = (name: NodeJS.Signals) =>
    options.npmStart && child.pid ? process.kill(-child.pid, name) : child.kill(name);
  // A process killed by a signal has no exit code, only a signal.
  const ended = () =>
    child.exitCode !== null ? `exit code ${child.exitCode}` : child.signalCode ? `signal ${child.signalCode}` : null;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      signal("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) signal("SIGKILL");
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const startupMs = options.startupMs ?? 90_000;
  const deadline = Date.now() + startupMs;
  for (;;) {
    if (ended()) {
      await stop();
      throw new Error(`The ${options.name ?? ""} store exited early (${ended()}):\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The ${options.name ?? ""} store did not answer /healthz within ${startupMs / 1000} s:\n${output}`,
      );
    }
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, dataDir, pid: child.pid ?? 0, output: () => output, ended, stop };
}
