import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["tests/support/template-db.ts"],
    setupFiles: ["tests/support/setup-db.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
