// `npm run bench`: how fast the built store serves /products and a product page at 50
// concurrent connections, next to a bare node:http server sending the very same bytes, so the
// ratio shows what rendering costs. Builds first when BUILD_DIR (default ./build) has no build.
//   BENCH_SECONDS (10) and BENCH_CONNECTIONS (50) change the load.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const buildDir = process.env.BUILD_DIR ?? "build";

type Figures = { rps: number; p50: number; p99: number; errors: number };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function ensureBuild() {
  if (existsSync(path.join(buildDir, "server/index.js"))) return;
  console.log(`No build in ${buildDir}/: building …`);
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) throw new Error("The build failed");
}

async function startStore(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/http.ts", "--production"], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      PAYMENTS: "sandbox",
      LOG_LEVEL: "warn",
      RUN_WORKER: "false",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("The store exited before answering /healthz");
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error("The store did not answer /healthz within 90 s");
}

/**
 * Anonymous visitors are served from the page cache. A personal cookie (here an empty toast,
 * which needs no session lookup) makes the server render the page for every request instead.
 */
const RENDER_EVERY_TIME = { Cookie: "sd_toast=bench" };

async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A server with no framework at all, answering every request with one fixed response. */
function bareServer(body: Buffer, contentType: string): Promise<{ server: Server; url: string }> {
  const server = createHttpServer((_request, response) => {
    response.writeHead(200, { "Content-Type": contentType, "Content-Length": body.length });
    response.end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/` });
    });
  });
}

const fmt = (value: number, digits = 0) => value.toFixed(digits);

async function main() {
  ensureBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "softdrop-bench-"));
  const store = await startStore(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  const rows: string[][] = [];
  try {
    const listing = await (await fetch(`${base}/products`)).text();
    const handle = listing.match(/href="\/product\/([^"]+)"/)?.[1];
    if (!handle) throw new Error("The listing shows no product to benchmark");
    const paths = ["/products", `/product/${handle}`];

    for (const route of paths) {
      const url = `${base}${route}`;
      const sample = await fetch(url);
      const body = Buffer.from(await sample.arrayBuffer());
      // Warm the catalogue cache and the JIT before measuring.
      await autocannon({ url, connections: 10, amount: 200 });
      const bare = await bareServer(body, sample.headers.get("content-type") ?? "text/html");
      console.log(`measuring ${route} (${body.length} bytes) for ${seconds} s at ${connections} connections …`);
      const baseline = await load(bare.url);
      await new Promise((resolve) => bare.server.close(resolve));
      for (const [label, headers] of [
        ["page cache", {}],
        ["rendered", RENDER_EVERY_TIME],
      ] as const) {
        const ours = await load(url, headers);
        rows.push([
          `${route} (${label})`,
          fmt(ours.rps),
          fmt(ours.p50, 1),
          fmt(ours.p99, 1),
          String(ours.errors),
          fmt(baseline.rps),
          fmt(baseline.p50, 1),
          fmt(baseline.p99, 1),
          `${fmt((ours.rps / baseline.rps) * 100, 1)}%`,
        ]);
      }
    }
  } finally {
    store.kill("SIGTERM");
    await new Promise((resolve) => {
      store.once("exit", resolve);
      setTimeout(resolve, 5000);
    });
    rmSync(dataDir, { recursive: true, force: true });
  }

  const header = ["route", "req/s", "p50 ms", "p99 ms", "errors", "bare req/s", "bare p50", "bare p99", "ours/bare"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  console.log(`\n${connections} connections, ${seconds} s each, NODE_ENV=production, embedded database`);
  console.log(line(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
}

await main();
