import { defineConfig } from "vitest/config";
import { StartsEarlySequencer } from "./tests/support/e2e-sequencer";

export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/support/e2e-server.ts"],
    // A browser test signs up, buys and waits on jobs: 20-40 s on a busy two-core machine. The limit
    // catches a hang, not slowness; each browser step keeps its own 30 s wait (tests/support/browser.ts).
    testTimeout: 120_000,
    // Vitest's default of one second is less than a busy machine takes to redraw after a navigation.
    expect: { poll: { timeout: 30_000 } },
    hookTimeout: 120_000,
    // Four files at once on two cores: a browser test waits on pages, jobs and drop launches, and the
    // other files fill that time (decision records 074 and 075: 508 s against 547 s with three).
    maxWorkers: 4,
    // A worker runs its files one after another in one process, with one Chromium for all of them
    // (tests/support/browser.ts): each file still gets its own pages, contexts and stores, and no
    // browser test changes the environment or mocks a module (decision record 074).
    isolate: false,
    // Files that wait (a drop's launch) or run long in one piece start early (decision record 079).
    sequence: { sequencer: StartsEarlySequencer },
  },
});
