import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/support/e2e-server.ts"],
    // A browser test signs up, buys and waits on jobs: 20-40 s on a busy two-core machine. The limit
    // catches a hang, not slowness; each browser step keeps its own 15 s wait.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
