// `npm test`: every check, the independent ones at once (decision record 053). Lint, the type
// check and the build each keep one core busy for a while, so they run together; then the unit
// tests (four Vitest workers: decision record 079), then the browser tests on that build (four:
// decision record 075).
// Steps that each fill both cores run one after another: beside each other they only slow both.
// Each step's output is printed whole when it ends, then a table of wall and CPU time per step.
// Exits non-zero if any step failed.
//   --postgres <url>: the unit tests that use the database run a second time on that PostgreSQL
//   server, before the browser tests (.ci/run).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

const postgres = process.argv.includes("--postgres") ? process.argv[process.argv.indexOf("--postgres") + 1] : "";

/** CPU seconds of a process and its waited-for children, from /proc (Linux; 0 elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime, stime, cutime, cstime: fields 14-17 of stat(5), counted from the state (field 3).
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    return 0;
  }
}

const timings = [];

/** Runs an npm script or a command; resolves with its exit code, printing its output when it ends. */
function step(name, command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    // A shell of its own (sh -c 'cmd; cat /proc/$$/stat'), so its CPU time includes every child.
    const script = `"$@"; code=$?; cat /proc/$$/stat 2>/dev/null >&3; exit $code`;
    const child = spawn("sh", ["-c", script, "sh", command, ...args], {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1", ...env },
      stdio: ["ignore", "pipe", "pipe", "pipe"],
    });
    let output = "";
    let stat = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.stdio[3].on("data", (chunk) => (stat += chunk));
    child.on("close", (code) => {
      const fields = stat.split(") ")[1]?.split(" ") ?? [];
      const cpu = fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
      const wall = (Date.now() - started) / 1000;
      timings.push({ name, wall, cpu, code });
      process.stdout.write(`\n── ${name} ${code === 0 ? "passed" : `FAILED (exit ${code})`} ──\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const npm = (script) => ["npm", ["run", "--silent", script]];
const started = Date.now();
const cpuBefore = cpuSeconds(process.pid);
let failed = false;
const all = async (steps) => {
  const codes = await Promise.all(steps);
  if (codes.some((code) => code !== 0)) failed = true;
};

// A failed step does not stop the others (every failure shows in one run), except that the browser
// tests need the build.
const built = step("build", ...npm("build"));
// The lint (ESLint, Prettier, then knip: one core) outlasts the build and the type check by about
// 15 s; the unit tests start beside it rather than leave the other core idle (decision record 079).
const linted = all([step("lint", ...npm("lint"))]);
await all([step("typecheck", ...npm("typecheck")), built]);
await all([step("unit (PGlite)", ...npm("test:unit"))]);
await linted;
// After the PGlite run, not beside the browser tests: together they took 2,005 s and 2,743 s in CI,
// alone 171 s and 792 s (decision record 073).
// Only the files that reach the database module (Vitest's import graph: 91 of 146, decision record
// 079): the others would run the same code again, and the scripts' tests run PGlite in a child.
const databaseTests = ["vitest", "related", "app/lib/db.server.ts", "--run"];
if (postgres) await all([step("unit (PostgreSQL)", "npx", databaseTests, { TEST_DATABASE_URL: postgres })]);
if ((await built) === 0) await all([step("browser", "npx", ["vitest", "run", "--config", "vitest.e2e.config.ts"])]);

console.log("\nstep                 wall      CPU (user+sys)");
for (const { name, wall, cpu, code } of timings) {
  console.log(
    `${name.padEnd(20)} ${`${wall.toFixed(0)} s`.padStart(6)} ${`${cpu.toFixed(0)} s`.padStart(8)}${code ? "  FAILED" : ""}`,
  );
}
const total = (Date.now() - started) / 1000;
console.log(
  `${"all".padEnd(20)} ${`${total.toFixed(0)} s`.padStart(6)} ${`${(cpuSeconds(process.pid) - cpuBefore).toFixed(0)} s`.padStart(8)}`,
);
process.exit(failed ? 1 : 0);
