// The sync command's progress: a bar on a terminal, plain lines otherwise.
import { describe, expect, it } from "vitest";
import { progressPrinter } from "./sync-progress";

function output(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) };
}

describe("sync progress", () => {
  it("redraws one bar in place on a terminal", () => {
    const out = output(true);
    const printer = progressPrinter(out);
    printer.show({ done: 0, total: null });
    printer.show({ done: 1, total: 4 });
    printer.show({ done: 1, total: 4 }); // unchanged: not redrawn
    printer.show({ done: 4, total: 4 });
    printer.end();
    expect(out.written).toEqual([
      "\r[------------------------------] starting…",
      "\r[########----------------------] 1 of 4 products",
      "\r[##############################] 4 of 4 products",
      "\n",
    ]);
  });

  it("writes plain lines, one every tenth of the way and at the ends, when not on a terminal", () => {
    const out = output(false);
    const printer = progressPrinter(out);
    printer.show({ done: 0, total: null });
    for (let done = 0; done <= 25; done++) printer.show({ done, total: 25 });
    printer.end();
    expect(out.written).toEqual([
      "progress: starting…\n",
      ...[0, 3, 6, 9, 12, 15, 18, 21, 24, 25].map((done) => `progress: ${done} of 25 products\n`),
    ]);
    expect(out.written.join("")).not.toMatch(/[\r#]/);
  });
});
