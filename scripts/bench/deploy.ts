// The bench's production set-up (`-- --nginx`, `-- --drop`): deploy/start.sh (nginx in front of two
// web processes and a jobs worker) on a database the caller made, and a bare nginx serving static
// files, to set pages from deploy's cache against.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/store-process";

async function waitFor(url: string, child: ChildProcess, what: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited early`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within 120 s`);
    const ok = await fetch(url).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
}

export type Deployment = {
  /** nginx's address: what shoppers talk to. */
  base: string;
  /** null while everything runs, else how deploy/start.sh ended. */
  ended(): string | null;
  /** The tail of deploy's output and nginx's error log, for a failed run. */
  logs(): string;
  /** A bare nginx (the same binary, no proxy) serving `bytes` as a static file at `url`; `replace` swaps them. */
  staticFile(name: string, bytes: Buffer): Promise<{ url: string; replace(bytes: Buffer): void }>;
  stop(): Promise<void>;
};

/** deploy/start.sh on `databaseUrl`, answering through nginx; `env` adds settings. */
export async function startDeploy(databaseUrl: string, env: Record<string, string> = {}): Promise<Deployment> {
  const runDir = mkdtempSync(path.join(tmpdir(), "softdrop-bench-deploy-"));
  // nginx's workers run as an unprivileged user when started as root: they must reach the cache.
  chmodSync(runDir, 0o755);
  const [port, web1, web2] = [await freePort(), await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const deployDir = path.join(runDir, "deploy");
  mkdirSync(deployDir);
  const deployLog = openSync(path.join(deployDir, "output.log"), "w");
  const deploy = spawn("bash", ["deploy/start.sh"], {
    detached: true,
    stdio: ["ignore", deployLog, deployLog],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      WEB_PORT_1: String(web1),
      WEB_PORT_2: String(web2),
      RUN_DIR: deployDir,
      LOG_LEVEL: "warn",
      PAYMENTS: "sandbox",
      ...env,
    },
  });
  const statics: ChildProcess[] = [];
  const logs = () =>
    ["output.log", "nginx-error.log"]
      .map((file) => {
        try {
          return `${file}:\n${readFileSync(path.join(deployDir, file), "utf8").slice(-3000)}`;
        } catch {
          return `${file}: none`;
        }
      })
      .join("\n");
  const stop = async () => {
    for (const server of statics) await stopGroup(server);
    await stopGroup(deploy);
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    for (const url of [`http://127.0.0.1:${web1}/healthz`, `http://127.0.0.1:${web2}/healthz`, `${base}/healthz`])
      await waitFor(url, deploy, "deploy/start.sh");
  } catch (error) {
    console.error(logs());
    await stop();
    throw error;
  }
  return {
    base,
    ended: () =>
      deploy.exitCode === null && deploy.signalCode === null ? null : `${deploy.exitCode ?? deploy.signalCode}`,
    logs,
    stop,
    async staticFile(name, bytes) {
      const staticDir = path.join(runDir, `static-${statics.length}`);
      mkdirSync(path.join(staticDir, "logs"), { recursive: true });
      // nginx opens the file for every request: a replaced file is served from the next one on.
      const replace = (next: Buffer) => writeFileSync(path.join(staticDir, name), next);
      replace(bytes);
      const staticPort = await freePort();
      writeFileSync(
        path.join(staticDir, "nginx.conf"),
        `worker_processes auto; daemon off; pid ${staticDir}/nginx.pid; error_log ${staticDir}/logs/error.log warn;
events { worker_connections 1024; }
http { access_log off; client_body_temp_path ${staticDir}/logs; proxy_temp_path ${staticDir}/logs;
  fastcgi_temp_path ${staticDir}/logs; uwsgi_temp_path ${staticDir}/logs; scgi_temp_path ${staticDir}/logs;
  server { listen 127.0.0.1:${staticPort}; root ${staticDir}; default_type text/html; } }
`,
      );
      const server = spawn("nginx", ["-p", staticDir, "-c", path.join(staticDir, "nginx.conf")], {
        detached: true,
        stdio: "ignore",
      });
      statics.push(server);
      const url = `http://127.0.0.1:${staticPort}/${name}`;
      await waitFor(url, server, "the static nginx");
      return { url, replace };
    },
  };
}
