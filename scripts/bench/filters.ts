// Bench figure for the listing's filters (issue #34, decision 056): a store on PGlite whose
// catalogue is grown to BENCH_FILTER_PRODUCTS (5,000) products of 18 variants each (6 sizes × 3
// colours, about 1 in 6 sold out, prices from $15 to $65), then /products with four filters
// (size, colour, price range, in stock). The budget row asks each request for filters no earlier
// request used, so that the catalogue cache holds nothing for it, one request at a time: what a
// shopper narrowing the listing waits for, against the listing's 150 ms (scripts/bench/render.ts).
// Beside it, both listings rendered fresh at 50 connections (cached data; the render's own cost,
// decisions 033 and 035). `npm run bench -- --filters` runs only this.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { startStore } from "../../tests/support/store-process";
import { bounded, ms, percentile, type Row } from "./table";
import { autocannon } from "./tools";
import type { LoadOptions } from "./render";

const PRODUCTS = Number(process.env.BENCH_FILTER_PRODUCTS ?? 5_000);
const FILTERED_LISTING = "/products?size=M&color=black&min=20&max=40&stock=1";
/** A personal cookie skips the page cache, so every request renders (as in render.ts). */
const RENDER_EVERY_TIME = { Cookie: "sd_toast=bench" };

/** The generated catalogue, all in SQL, on the store's own embedded database while it is stopped. */
async function grow(dataDir: string) {
  const client = new PGlite(path.join(dataDir, "pglite"));
  await client.exec(`
    insert into products (handle, name, description, category, base_price, sizes, colors, created_at)
    select 'bench-' || i, 'Bench Piece ' || i, 'A generated piece for the filter bench.',
           (array['tees','hoodies','crewnecks','caps','totes','stickers'])[1 + i % 6],
           15 + (i % 50), array['XS','S','M','L','XL','XXL'],
           array[(array['Black','White','Pink','Blue','Green'])[1 + i % 5], (array['Gray','Cream','Red'])[1 + i % 3], 'Lavender'],
           now() - (i || ' minutes')::interval
    from generate_series(1, ${PRODUCTS}) as i;
    insert into product_variants (product_id, size, color, price, available)
    select p.id, s.size, c.color, case when s.size in ('XL','XXL') then p.base_price + 2 end, random() > 0.15
    from products p, unnest(p.sizes) as s(size), unnest(p.colors) as c(color)
    where p.handle like 'bench-%';
    analyze;`);
  await client.close();
}

async function p99(url: string, load: LoadOptions) {
  await autocannon({ url, connections: 10, amount: 100, headers: RENDER_EVERY_TIME });
  const result = await autocannon({ url, ...load, duration: load.seconds, headers: RENDER_EVERY_TIME });
  return { p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx };
}

const UNCACHED_REQUESTS = 200;

/** The four filters with a new price ceiling each time (from $21.00 up by a cent): never a cache hit. */
async function uncachedP99(baseUrl: string) {
  const latencies: number[] = [];
  let errors = 0;
  for (let i = 0; i < UNCACHED_REQUESTS; i++) {
    const started = performance.now();
    const max = (21 + i / 100).toFixed(2);
    const response = await fetch(`${baseUrl}/products?size=M&color=black&min=20&max=${max}&stock=1`, {
      headers: RENDER_EVERY_TIME,
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (!response.ok) errors += 1;
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

export async function filterRows(env: Record<string, string>, load: LoadOptions): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "softdrop-bench-filters-"));
  const { DATABASE_URL: _ignored, ...embedded } = env;
  try {
    // The first start migrates and seeds the demo catalogue; the products are added while it is down.
    await (await startStore({ name: "bench-filters", env: embedded, dataDir })).stop();
    await grow(dataDir);
    const store = await startStore({ name: "bench-filters", env: embedded, dataDir });
    try {
      const html = await (await fetch(store.url + FILTERED_LISTING)).text();
      const shown = html.match(/(\d+) products?</)?.[1] ?? "?";
      console.log(`measuring ${FILTERED_LISTING} on ${PRODUCTS} generated products (${shown} match) …`);
      const uncached = await uncachedP99(store.url);
      const plain = await p99(`${store.url}/products`, load);
      const filtered = await p99(store.url + FILTERED_LISTING, load);
      return [
        bounded(
          `/products, four filters, ${PRODUCTS} products, new filters each request, p99 (PGlite; p50 ${ms(uncached.p50)})`,
          uncached.p99,
          { max: 150 },
          ms,
        ),
        {
          figure: `/products on ${PRODUCTS} products rendered fresh p99 (PGlite; ${plain.rps.toFixed(0)} req/s, ${plain.errors} errors)`,
          value: ms(plain.p99),
          target: "–",
        },
        {
          figure: `/products, four filters, rendered fresh p99 (PGlite; ${filtered.rps.toFixed(0)} req/s, ${filtered.errors} errors)`,
          value: ms(filtered.p99),
          target: "–",
        },
        bounded("filtered listing errors, new filters each request", uncached.errors, { max: 0 }),
      ];
    } finally {
      await store.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
