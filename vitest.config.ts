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
    // A file spends much of its time starting (a process, the app's modules, its database clone),
    // so two at once finish the run in about two thirds of the time (decision record 035).
    maxWorkers: 2,
    // Every file opens a PGlite clone: Liftoff alone compiles its WebAssembly without TurboFan's
    // background recompiles, ~10 % off a run of database-heavy files (decision record 049).
    execArgv: ["--liftoff-only"],
  },
});
