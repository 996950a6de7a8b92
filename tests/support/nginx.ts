// Finds Debian's nginx for the tests that run the store behind deploy/'s proxy config, installing
// it with apt-get when we may (as tests/support/chromium.ts does for Chromium).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

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
