import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["tests/support/template-db.ts"],
    setupFiles: ["tests/support/setup-db.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker per core less one: on a two-core machine, one file at a time.
    // A file spends much of its time waiting on fakes, timers and child processes (the scripts'
    // tests), so more files than cores finish the run sooner: with two the cores were 64-68 % busy,
    // with four 86-92 %, 80 s → 67 s on PGlite and on PostgreSQL (decision records 035 and 079).
    maxWorkers: 4,
    // A worker runs its files one after another in one process: the libraries and the database
    // stay loaded, while setup-db.ts resets the tables and has the app's own modules evaluated
    // afresh for every file (decision record 076: 296 s → 139 s, 531 s → 225 s of CPU).
    isolate: false,
    // Every worker opens a PGlite clone: Liftoff alone compiles its WebAssembly without TurboFan's
    // background recompiles, ~10 % off a run of database-heavy files (decision record 049).
    execArgv: ["--liftoff-only"],
  },
});
