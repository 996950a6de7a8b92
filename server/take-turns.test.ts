import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { takeTurns } from "./take-turns";

let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A store-like server: each request takes 2 ms of the thread, as a PGlite render does. */
async function busyServer(withTurns: boolean) {
  const app = express();
  if (withTurns) app.use(takeTurns());
  app.get("/", (_req, res) => {
    const until = performance.now() + 2;
    while (performance.now() < until);
    res.send("page");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
}

function get(url: string, agent: http.Agent) {
  return new Promise<void>((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on("end", resolve);
      })
      .on("error", reject);
  });
}

/**
 * While ten visitors' keep-alive connections ask for page after page, twenty new visitors arrive at
 * once: how many pages the ten got before the last newcomer got its first.
 */
async function pagesServedBeforeTheLastNewcomer(url: string) {
  const regulars = new http.Agent({ keepAlive: true, maxSockets: 10 });
  let served = 0;
  let busy = true;
  const loops = Array.from({ length: 10 }, async () => {
    while (busy) {
      await get(url, regulars);
      served += 1;
    }
  });
  while (served < 50) await new Promise((resolve) => setTimeout(resolve, 5));
  const before = served;
  const newcomers = new http.Agent({ keepAlive: false });
  await Promise.all(Array.from({ length: 20 }, () => get(url, newcomers)));
  const during = served - before;
  busy = false;
  await Promise.all(loops);
  regulars.destroy();
  return during;
}

describe("takeTurns", () => {
  it("serves new connections in their turn while open ones keep asking", async () => {
    const url = await busyServer(true);
    // Node takes in about one new connection per turn of its loop: one page a turn lets the
    // twenty in after about as many pages (25 measured).
    expect(await pagesServedBeforeTheLastNewcomer(url)).toBeLessThan(50);
  });

  it("without it, each turn serves every open connection first (what the test above tells apart)", async () => {
    const url = await busyServer(false);
    // 110 measured: a turn per newcomer, each turn a page for each of the ten.
    expect(await pagesServedBeforeTheLastNewcomer(url)).toBeGreaterThan(80);
  });
});
