// `npm run bench -- --render-print`: how long a personalised print file of 4500 × 5400 px takes to
// render and how much memory it adds (decision 043; targets ≤ 2 s, ≤ 150 MB). Measured in a fresh
// child process so other work does not count: its resident memory after loading the renderer is
// the baseline, its peak (maxRSS) after three renders the figure.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bounded, seconds, type Row } from "./table";

const SIZE = { printWidth: 4500, printHeight: 5400 };

async function child() {
  const sharp = (await import("sharp")).default;
  const { renderPrint } = await import("~/modules/personalisation/index.server");
  // The database the entry opened is up before the baseline is read.
  await (await import("~/lib/db.server")).ping();
  const setup = {
    fields: [
      {
        id: "name",
        label: "Name",
        maxChars: 20,
        allowed: "letters" as const,
        fonts: ["pacifico"],
        colors: ["#ff3366"],
      },
    ],
    allowImage: true,
    ...SIZE,
  };
  const picture = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: "#3366ff" } })
    .png()
    .toBuffer();
  const value = {
    texts: [{ fieldId: "name", text: "Alexandra", font: "pacifico", color: "#ff3366" }],
    uploadId: "00000000-0000-4000-8000-000000000000",
  };
  await renderPrint(setup, value, picture, { width: 64, height: 77 }); // loads fonts and code
  const baseline = process.memoryUsage().rss;
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    bytes = (await renderPrint(setup, value, picture)).png.length;
    times.push(performance.now() - started);
  }
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(JSON.stringify({ best: Math.min(...times), worst: Math.max(...times), extra: peak - baseline, bytes }));
}

export function renderPrintRows(): Row[] {
  const script = fileURLToPath(import.meta.url);
  // The module's server entry opens the (embedded) database: give it a scratch folder. Its memory
  // is in the baseline, taken after a first small render.
  const dataDir = mkdtempSync(path.join(tmpdir(), "softdrop-render-"));
  const result = spawnSync(process.execPath, ["--import", "tsx", script, "--child"], {
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
  });
  rmSync(dataDir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`The render bench failed: ${result.stderr}`);
  const figures = JSON.parse(result.stdout.trim().split("\n").pop()!) as Record<string, number>;
  const mb = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`;
  return [
    bounded("print file 4500 × 5400 px (text + picture), best of 3", figures.best!, { max: 2000 }, seconds),
    bounded("print file 4500 × 5400 px, slowest of 3", figures.worst!, { max: 2000 }, seconds),
    bounded("print file render: extra memory (peak RSS − baseline)", figures.extra!, { max: 150 * 1024 * 1024 }, mb),
    { figure: "print file size (PNG)", value: mb(figures.bytes!), target: "–" },
  ];
}

if (process.argv.includes("--child")) await child();
