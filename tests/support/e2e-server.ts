// Vitest global setup for the browser tests: starts the built store on a free port with a fresh
// DATA_DIR (and so a fresh embedded database), and stops it afterwards.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { findChromium } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    chromiumPath: string;
  }
}

export const E2E_ADMIN_EMAIL = "admin@softdrop.test";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The store exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The store did not answer /healthz within 90 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const dataDir = mkdtempSync(path.join(tmpdir(), "softdrop-e2e-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "server/http.ts", "--production"], {
    env: {
      PATH: process.env.PATH,
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: baseURL,
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      LOG_LEVEL: "warn",
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseURL, child, () => output);

  project.provide("baseURL", baseURL);
  project.provide("dataDir", dataDir);
  project.provide("chromiumPath", chromiumPath);

  return async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
    if (process.env.E2E_SHOW_SERVER_LOG) console.log(output);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
