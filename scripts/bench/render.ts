// Bench figures: requests per second and latency at N connections for a page served from the page
// cache and rendered fresh (a personal cookie skips the cache), next to a bare node:http server
// sending the very same bytes and a bare React Router route rendering the same HTML, so the ratios
// show what our stack costs.
import type { Server } from "node:http";
import { autocannon } from "./tools";
import { bareRouterServer, bareServer } from "./baselines";
import { bounded, ms, type Row } from "./table";

export type LoadOptions = { seconds: number; connections: number };
type Figures = { rps: number; p50: number; p99: number; errors: number };

/**
 * A personal cookie (an empty toast, which needs no session lookup) makes the server render the
 * page for every request instead of serving it from the page cache.
 */
const RENDER_EVERY_TIME = { Cookie: "sd_toast=bench" };

async function load(url: string, options: LoadOptions, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const rps = (value: number) => `${value.toFixed(0)} req/s`;
const percent = (value: number) => `${(value * 100).toFixed(0)} %`;

async function loadAndClose(bare: { server: Server; url: string }, options: LoadOptions) {
  const figures = await load(bare.url, options);
  await new Promise((resolve) => bare.server.close(resolve));
  return figures;
}

export async function renderRows(baseURL: string, paths: string[], options: LoadOptions): Promise<Row[]> {
  const rows: Row[] = [];
  for (const route of paths) {
    const url = new URL(route, baseURL).href;
    const sample = await fetch(url);
    const body = Buffer.from(await sample.arrayBuffer());
    // Warm the catalogue cache and the JIT, on both paths, before measuring.
    await autocannon({ url, connections: 10, amount: 200 });
    await autocannon({ url, connections: 10, amount: 200, headers: RENDER_EVERY_TIME });
    console.log(
      `measuring ${route} (${body.length} bytes), ${options.seconds} s at ${options.connections} connections …`,
    );
    const baseline = await loadAndClose(
      await bareServer(body, sample.headers.get("content-type") ?? "text/html"),
      options,
    );
    const router = await bareRouterServer(body.toString("utf8"));
    const routerBytes = (await (await fetch(router.url)).arrayBuffer()).byteLength;
    await autocannon({ url: router.url, connections: 10, amount: 200 });
    const routerBaseline = await loadAndClose(router, options);
    const cached = await load(url, options);
    const rendered = await load(url, options, RENDER_EVERY_TIME);
    rows.push(
      { figure: `${route} bare node:http, same bytes`, value: rps(baseline.rps), target: "–" },
      {
        figure: `${route} bare React Router route, same HTML (${routerBytes} bytes)`,
        value: rps(routerBaseline.rps),
        target: "–",
      },
      { figure: `${route} from the page cache`, value: rps(cached.rps), target: "–" },
      { figure: `${route} page cache / bare node:http`, value: percent(cached.rps / baseline.rps), target: "–" },
      { figure: `${route} rendered fresh`, value: rps(rendered.rps), target: "–" },
      bounded(`${route} rendered fresh / bare React Router`, rendered.rps / routerBaseline.rps, { min: 0.8 }, percent),
      bounded(`${route} rendered fresh p99`, rendered.p99, { max: 150 }, ms),
      bounded(`${route} errors (cached + rendered)`, cached.errors + rendered.errors, { max: 0 }),
    );
  }
  return rows;
}
