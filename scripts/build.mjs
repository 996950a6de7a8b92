// `npm run build` / `npm start`: builds the store and records a fingerprint of its sources in the
// build; with --if-changed it skips the build when the sources match the recorded fingerprint.
// Plain JavaScript so that the check itself starts in milliseconds (decision record 018).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { precompress } from "./precompress.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const stampFile = path.join(buildDir, ".source-fingerprint");
// Everything the build reads. Tests are left out: they do not change what is built.
const SOURCES = ["app", "server", "db", "public", "scripts/precompress.mjs", "package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function files(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile() && !/\.test\.tsx?$/.test(dirent.name))
    .map((dirent) => path.join(dirent.parentPath, dirent.name));
}

function fingerprint() {
  const hash = createHash("sha256");
  hash.update(buildDir);
  for (const file of SOURCES.flatMap(files).sort()) {
    const stat = statSync(file);
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

const before = fingerprint();
const built = existsSync(path.join(buildDir, "server/http.js")) && existsSync(stampFile);
if (process.argv.includes("--if-changed") && built && readFileSync(stampFile, "utf8") === before) {
  console.log(`Build in ${buildDir}/ is up to date with the sources: not rebuilding.`);
  process.exit(0);
}
const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);
await precompress(path.join(buildDir, "client"));
// Stamp what was read before building: a file edited during the build makes the next start rebuild.
writeFileSync(stampFile, before);
