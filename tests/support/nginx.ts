// Finds Debian's nginx for the tests that run the store behind deploy/'s proxy config, installing
// it with apt-get when we may (as tests/support/chromium.ts does for Chromium).
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export function findNginx(): string {
  const candidates = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].filter((value): value is string =>
    Boolean(value),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("nginx is missing: installing Debian's nginx with apt-get …");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx", { stdio: "inherit" });
    if (existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  }
  throw new Error(
    "The proxy tests need nginx: install Debian's 'nginx' package (apt-get install nginx) or set NGINX_PATH.",
  );
}

/**
 * deploy/'s nginx config in front of one store, in `runDir` (made here; its cache/ is the proxy's
 * page cache, PROXY_CACHE_DIR for the store). Answers the proxy's address and a stop function.
 */
export async function startNginxProxy(storeUrl: string, runDir: string, port: number) {
  mkdirSync(path.join(runDir, "temp"), { recursive: true });
  mkdirSync(path.join(runDir, "cache"), { recursive: true });
  const storePort = new URL(storeUrl).port;
  const values: Record<string, string> = {
    RUN_DIR: runDir,
    HOST: "127.0.0.1",
    PORT: String(port),
    WEB_PORT_1: storePort,
    WEB_PORT_2: storePort,
  };
  const template = readFileSync(new URL("../../deploy/nginx.conf.template", import.meta.url), "utf8");
  const config = path.join(runDir, "nginx.conf");
  writeFileSync(
    config,
    template.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole),
  );
  const nginx = spawn(findNginx(), ["-e", path.join(runDir, "nginx-start.log"), "-p", runDir, "-c", config], {
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const status = await fetch(`${url}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (attempt > 300 || nginx.exitCode !== null) throw new Error(`nginx did not come up (exit ${nginx.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = async () => {
    if (nginx.exitCode !== null) return;
    const exited = new Promise((resolve) => nginx.once("exit", resolve));
    nginx.kill("SIGQUIT");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (nginx.exitCode === null) nginx.kill("SIGKILL");
  };
  return { url, stop };
}
