// What a page weighs on first load: its HTML and the JavaScript it loads before it is interactive
// (the entry, the matched routes' modules and every module they import, which React Router lists
// as module scripts and modulepreloads), gzipped as the server sends them. The byte budgets
// below are checked by tests/e2e/budgets.test.ts and reported by `npm run bench`.
import { gzipSync } from "node:zlib";

export const BUDGETS = {
  /** JavaScript on first load, gzip, on every shopper page. */
  javascriptGzipBytes: 150 * 1024,
  /** The listing's HTML, uncompressed: 40 KB, and 4 KB for its filters (decision 056). */
  productsHtmlBytes: 44 * 1024,
};

export type PageWeight = { path: string; htmlBytes: number; javascriptGzipBytes: number; scripts: string[] };

/** The module URLs a page's HTML makes the browser load at once. */
export function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]!);
  // The module preloads the page adds once it has painted (app/lib/scripts-after-paint.server.ts).
  for (const match of html.matchAll(/const modules = (\[[^\]]*\]);/g)) {
    for (const url of JSON.parse(match[1]!) as string[]) urls.add(url);
  }
  for (const match of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const load of match[1]!.matchAll(/(?:import\(|from |import )"([^"]+\.js)"/g)) urls.add(load[1]!);
  }
  return [...urls];
}

export async function pageWeight(baseURL: string, path: string): Promise<PageWeight> {
  const response = await fetch(new URL(path, baseURL));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const scripts = firstLoadScripts(html);
  const sizes = await Promise.all(
    scripts.map(async (url) => {
      const script = await fetch(new URL(url, baseURL));
      if (!script.ok) throw new Error(`${url} (from ${path}) answered ${script.status}`);
      return gzipSync(Buffer.from(await script.arrayBuffer())).length;
    }),
  );
  return {
    path,
    htmlBytes: Buffer.byteLength(html),
    javascriptGzipBytes: sizes.reduce((sum, size) => sum + size, 0),
    scripts,
  };
}

/** A product page's path, taken from the listing. */
export async function someProductPath(baseURL: string) {
  const listing = await (await fetch(new URL("/products", baseURL))).text();
  const handle = listing.match(/href="\/product\/([^"]+)"/)?.[1];
  if (!handle) throw new Error("The listing shows no product");
  return `/product/${handle}`;
}

/** Shopper pages whose first load the budget covers, besides a product page. */
export const SHOPPER_PAGES = ["/", "/products", "/cart", "/auth", "/contact", "/faq"];

/**
 * What breaks the budgets on these pages (empty when nothing does): a page loading no entry module,
 * more than 150 KB of gzipped JavaScript, or a listing whose HTML is over its budget.
 */
export async function overBudget(baseURL: string, paths: string[]): Promise<string[]> {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const problems: string[] = [];
  for (const path of paths) {
    const weight = await pageWeight(baseURL, path);
    if (weight.scripts.length === 0) problems.push(`${path} loads no entry module`);
    if (weight.javascriptGzipBytes > BUDGETS.javascriptGzipBytes) {
      problems.push(`${path}: ${kb(weight.javascriptGzipBytes)} of JavaScript`);
    }
    if (path.startsWith("/products") && weight.htmlBytes > BUDGETS.productsHtmlBytes) {
      problems.push(`${path}: ${kb(weight.htmlBytes)} of HTML`);
    }
  }
  return problems;
}
