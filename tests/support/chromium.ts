// Finds Debian's Chromium for the browser tests, installing it with apt-get when we may.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    (value): value is string => Boolean(value),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get …");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  throw new Error(
    "The browser tests need Chromium: install Debian's 'chromium' package (apt-get install chromium) or set CHROME_PATH.",
  );
}
