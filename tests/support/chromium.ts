// Finds Debian's Chromium for the browser tests and the bench, installing it with apt-get when we may.
// The browser tests prefer Chromium's headless shell (Debian's `chromium-headless-shell`, built from
// the same sources): the same Blink and V8 without the full browser's layers, about a third of its
// CPU per page (decision record 074). Lighthouse (the bench) audits with the full browser.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const FULL = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
const SHELL = "/usr/bin/chromium-headless-shell";

export function findChromium(kind: "full" | "tests" = "full"): string {
  const candidates = [process.env.CHROME_PATH, ...(kind === "tests" ? [SHELL] : []), ...FULL].filter(
    (value): value is string => Boolean(value),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    const packages = kind === "tests" ? "chromium chromium-headless-shell" : "chromium";
    console.log(`Chromium is missing: installing Debian's ${packages} with apt-get …`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
      stdio: "inherit",
    });
    const installed = candidates.find((candidate) => existsSync(candidate));
    if (installed) return installed;
  }
  throw new Error(
    "The browser tests need Chromium: install Debian's 'chromium' package (apt-get install chromium) or set CHROME_PATH.",
  );
}
