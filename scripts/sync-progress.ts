// How `npm run sync` shows a run's progress: a bar redrawn in place on a terminal, plain lines
// (one every tenth of the way, and at the ends) when the output goes to a file or a log.
export type Progress = { done: number; total: number | null };
type Output = { isTTY?: boolean; write(text: string): unknown };

const WIDTH = 30;

export function progressBar(run: Progress) {
  const share = run.total ? Math.min(1, run.done / run.total) : 0;
  const filled = Math.round(share * WIDTH);
  return `[${"#".repeat(filled)}${"-".repeat(WIDTH - filled)}] ${countText(run)}`;
}

const countText = (run: Progress) => (run.total === null ? "starting…" : `${run.done} of ${run.total} products`);

export function progressPrinter(out: Output) {
  let last = "";
  return {
    /** How often to look at the run: often for a live bar, less for log lines. */
    intervalMs: out.isTTY ? 200 : 1000,
    show(run: Progress) {
      const line = out.isTTY ? progressBar(run) : `progress: ${countText(run)}`;
      if (line === last) return;
      if (out.isTTY) {
        last = line;
        out.write(`\r${line}`);
        return;
      }
      const step = run.total ? Math.max(1, Math.ceil(run.total / 10)) : 1;
      if (run.total !== null && run.done !== run.total && run.done % step !== 0) return;
      last = line;
      out.write(`${line}\n`);
    },
    /** Ends the bar's line so what follows starts on its own. */
    end() {
      if (out.isTTY && last) out.write("\n");
    },
  };
}
