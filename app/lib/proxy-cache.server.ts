// Empties the page cache of the proxy in front (deploy/'s nginx, decision 066) when PROXY_CACHE_DIR
// names its proxy_cache_path: nginx answers a key whose file is gone as a miss and asks a web
// process again. Used when the store settings change, since they show on every page. A second pass
// after the other web processes' own caches have expired (settings 15 s, pages 15 s) removes any
// page one of them put back from its cache in between.
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { env } from "./env.server";
import { log } from "./log.server";

/** The settings' and the page cache's time to live, and a second: after it no process holds an old page. */
const SECOND_PASS_MS = 31_000;

async function emptyDir(dir: string) {
  const entries = await readdir(dir).catch(() => []);
  await Promise.all(entries.map((entry) => rm(path.join(dir, entry), { recursive: true, force: true })));
}

export async function purgeProxyCache() {
  const dir = env.PROXY_CACHE_DIR;
  if (!dir) return;
  try {
    await emptyDir(dir);
  } catch (error) {
    log.warn({ err: error, dir }, "proxy cache could not be emptied");
  }
  setTimeout(() => void emptyDir(dir).catch(() => undefined), SECOND_PASS_MS).unref();
}
