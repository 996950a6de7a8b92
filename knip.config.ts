// knip (part of `npm run lint`): an unused file, export or dependency fails the lint (decision
// record 052). Its React Router, Vite and Vitest plugins find the routes (app/routes.ts), the
// server bundle's entry and the test files by themselves; the rest is said here.
import type { KnipConfig } from "knip";

// Files another branch of this round rewrites (the quote pipeline: cart/, promotions' pricing,
// the shipping quote's entry; the payments module: the lifecycle's money file and its entry
// lines): what knip finds in them is cleared when those branches land, then each leaves this list.
const PENDING = [
  "app/modules/cart/**",
  "app/modules/promotions/{index.ts,index.server.ts,promotion-quote.server.ts,cart-quote.schema.ts,pricing.ts}",
  "app/modules/shipping/{index.ts,index.server.ts}",
];

const config: KnipConfig = {
  // Run from a terminal or as a child process, never imported: the npm scripts' files.
  entry: ["scripts/*.{ts,mjs}"],
  project: ["app/**/*.{ts,tsx,css}", "server/**/*.ts", "db/**/*.ts", "scripts/**/*.{ts,tsx,js,mjs}", "tests/**/*.ts"],
  // Tiny apps that break the lint on purpose (scripts/lint/module-boundaries.test.ts).
  ignore: ["tests/fixtures/**", ...PENDING],
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
