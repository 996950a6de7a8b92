// knip (part of `npm run lint`): an unused file, export or dependency fails the lint (decision
// record 052). Its React Router, Vite and Vitest plugins find the routes (app/routes.ts), the
// server bundle's entry and the test files by themselves; the rest is said here.
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  // Run from a terminal or as a child process, never imported: the npm scripts' files.
  entry: ["scripts/*.{ts,mjs}"],
  project: ["app/**/*.{ts,tsx,css}", "server/**/*.ts", "db/**/*.ts", "scripts/**/*.{ts,tsx,js,mjs}", "tests/**/*.ts"],
  // Tiny apps that break the lint on purpose (scripts/lint/module-boundaries.test.ts), and the
  // bench's tool entry, which scripts/bench/tools.ts copies beside the tools it installs on first use.
  ignore: ["tests/fixtures/**", "scripts/bench/tools/index.js"],
  // Debian packages the browser tests and the bench install or run, not npm packages.
  ignoreBinaries: ["apt-get", "nginx"],
  // An export a file uses itself is not dead: only what nothing uses is.
  ignoreExportsUsedInFile: true,
  compilers: {
    // The stylesheet's @import lines are its dependencies (Tailwind, the fonts).
    css: (text: string) =>
      [...text.matchAll(/@import\s+["']([^"']+)["']/g)].map(([, name]) => `import "${name}";`).join("\n"),
  },
};

export default config;
