// The order the browser-test files start in. Vitest's own order (the largest file first, or the
// slowest when it remembers a run) left the files that spend a minute waiting for a drop's launch,
// and the longest file run in one piece, to the end of a run: for the last 90 s the cores were
// 64-81 % busy (decision record 079). A file that says "Starts early in the run" in its opening
// comment starts early instead, in one slot of four, so that its wait overlaps other files' work.
import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const STARTS_EARLY = "Starts early in the run";

const startsEarly = (file: TestSpecification) =>
  readFileSync(file.moduleId, "utf8").slice(0, 1500).includes(STARTS_EARLY);

export class StartsEarlySequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const early = sorted.filter(startsEarly);
    const rest = sorted.filter((file) => !early.includes(file));
    // One in every four slots, from the second: at most about one waiting file per two busy ones.
    const order: TestSpecification[] = [];
    while (early.length > 0 || rest.length > 0) {
      const next = order.length % 4 === 1 ? (early.shift() ?? rest.shift()) : (rest.shift() ?? early.shift());
      order.push(next!);
    }
    return order;
  }
}
