// The store behind deploy/'s nginx config: two visitors reaching it from two addresses are
// throttled apart (sign-in and the contact form), a visitor cannot pass off another address in
// X-Forwarded-For, a browser's form post (its Origin with the port) is taken, and the owner's
// rename of the shop shows on the next page load through nginx's page cache (issue #30), and
// shoppers in three currencies, interleaved, each get their own from that cache (issue #32). The
// clients send from 127.0.0.2 to 127.0.0.5; nginx listens on 127.0.0.1.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, toasts } from "../support/accounts";
import { setupBrowser, visit } from "../support/browser";
import { findNginx } from "../support/nginx";
import { startFakeEcb, untilRatesRead, type FakeEcb } from "../fakes/ecb-server";
import { signUpVerified } from "../support/verified-account";
import { freePort, startStore, type StoreProcess } from "../support/store-process";

let store: StoreProcess;
let ecb: FakeEcb;
let nginx: ChildProcess;
let runDir: string;
let proxyPort: number;
const ADMIN = { name: "Proxy Owner", email: "owner@nginx.test", password: "owner-nginx-password" };

beforeAll(async () => {
  const nginxPath = findNginx();
  runDir = mkdtempSync(path.join(tmpdir(), "softdrop-nginx-"));
  mkdirSync(path.join(runDir, "temp"));
  mkdirSync(path.join(runDir, "cache"));
  // Started as root (CI), nginx's workers run as an unprivileged user: they must reach the run
  // directory and write their temporary files and cached pages.
  chmodSync(runDir, 0o755);
  for (const dir of ["temp", "cache"]) chmodSync(path.join(runDir, dir), 0o777);
  // nginx is the one proxy in front, on this machine, and its page cache is the store's to empty:
  // as deploy/start.sh sets them.
  ecb = await startFakeEcb();
  store = await startStore({
    name: "nginx",
    env: {
      TRUST_PROXY: "127.0.0.1",
      LOG_LEVEL: "info",
      ADMIN_EMAILS: ADMIN.email,
      PROXY_CACHE_DIR: path.join(runDir, "cache"),
      CURRENCIES: "GBP,JPY",
      FX_RATES_URL: ecb.url,
    },
    startupMs: 180_000,
  });
  const storePort = new URL(store.url).port;
  proxyPort = await freePort();
  const values: Record<string, string> = {
    RUN_DIR: runDir,
    HOST: "127.0.0.1",
    PORT: String(proxyPort),
    WEB_PORT_1: storePort,
    WEB_PORT_2: storePort,
  };
  const template = readFileSync(new URL("../../deploy/nginx.conf.template", import.meta.url), "utf8");
  const config = path.join(runDir, "nginx.conf");
  writeFileSync(
    config,
    template.replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole),
  );
  nginx = spawn(nginxPath, ["-e", path.join(runDir, "nginx-start.log"), "-p", runDir, "-c", config], {
    stdio: "ignore",
  });
  // Up to 60 s: a busy machine starts nginx slowly.
  let last = "no answer";
  for (let attempt = 0; ; attempt += 1) {
    const answer = await from("127.0.0.2", "GET", "/healthz").catch((error: Error) => error);
    if (!(answer instanceof Error) && answer.status === 200) break;
    last = answer instanceof Error ? answer.message : `status ${answer.status}`;
    if (attempt > 300 || nginx.exitCode !== null) {
      const log = readFileSync(path.join(runDir, "nginx-error.log"), "utf8").split("\n").slice(-5).join("\n");
      throw new Error(`nginx did not come up (${last}; exit ${nginx.exitCode}):\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await signUpVerified(store.url, store.dataDir, ADMIN);
  await untilRatesRead(store.url, "GBP");
}, 300_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once("exit", resolve));
    nginx.kill("SIGQUIT");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (nginx.exitCode === null) nginx.kill("SIGKILL");
  }
  await store?.stop();
  await ecb?.close();
  if (runDir) rmSync(runDir, { recursive: true, force: true });
});

/** One request through nginx, sent from a given local address. */
function from(
  address: string,
  method: string,
  pathname: string,
  body?: { type: string; text: string },
  headers: Record<string, string> = {},
) {
  return new Promise<{ status: number; text: string; cache: string }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: proxyPort,
        localAddress: address,
        method,
        path: pathname,
        headers: { ...headers, ...(body ? { "Content-Type": body.type } : {}) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, text, cache: String(res.headers["x-cache"] ?? "") }),
        );
      },
    );
    req.on("error", reject);
    req.end(body?.text);
  });
}

const contact = (n: number) => ({
  type: "application/x-www-form-urlencoded",
  text: new URLSearchParams({
    name: "Nia Proxy",
    email: `nia-${n}@example.test`,
    subject: "Sizing",
    message: "Does the hoodie run big?",
  }).toString(),
});

const wrongSignIn = (n: number) => ({
  type: "application/json",
  text: JSON.stringify({ email: `nobody-${n}@example.test`, password: "not-the-password" }),
});

describe("behind deploy/'s nginx", () => {
  const browser = setupBrowser();

  it("serves each shopper's listing in their currency from nginx's cache, three of them interleaved", async () => {
    // By the browser's language, by the cookie the select sets, and neither (the shop's USD).
    const shoppers: { address: string; headers: Record<string, string>; code: string }[] = [
      { address: "127.0.0.2", headers: { "Accept-Language": "en-GB,en;q=0.9" }, code: "GBP" },
      { address: "127.0.0.3", headers: { Cookie: "sd_currency=JPY", "Accept-Language": "en-GB" }, code: "JPY" },
      { address: "127.0.0.4", headers: { "Accept-Language": "en-US,en;q=0.9" }, code: "USD" },
    ];
    const pathname = `/products?sort=newest&currencies=${Date.now()}`;
    for (let round = 0; round < 3; round += 1) {
      for (const shopper of shoppers) {
        const page = await from(shopper.address, "GET", pathname, undefined, shopper.headers);
        expect(page.status).toBe(200);
        if (round > 0) expect(page.cache).toBe("HIT");
        const prices = [...page.text.matchAll(/product-card-price">([A-Z]{3}) /g)].map((match) => match[1]);
        expect(prices.length).toBeGreaterThan(0);
        expect(new Set(prices), `${shopper.code} shopper, round ${round}`).toEqual(new Set([shopper.code]));
      }
    }
  });

  it("throttles the contact form per visitor, not for everyone behind the proxy", async () => {
    const statuses: number[] = [];
    // A made-up X-Forwarded-For changes nothing: nginx replaces it with the address it saw.
    for (let n = 0; n < 6; n += 1) {
      statuses.push(
        (await from("127.0.0.2", "POST", "/contact", contact(n), { "X-Forwarded-For": `203.0.113.${n}` })).status,
      );
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    const other = await from("127.0.0.3", "POST", "/contact", contact(99));
    expect(other.status).toBe(303);
  });

  it("takes a form post whose Origin is the shop's address through nginx, port included", async () => {
    // A browser's post names its origin; the store must see the same host and port nginx was asked for.
    const origin = `http://127.0.0.1:${proxyPort}`;
    const answer = await from("127.0.0.4", "POST", "/contact", contact(200), {
      Origin: origin,
      Referer: `${origin}/contact`,
    });
    expect(answer.status).toBe(303);
  });

  it("locks one visitor out of sign-in without locking out another", async () => {
    const statuses: number[] = [];
    // better-auth's limiter on /api/auth/sign-in/email: 10 a minute per client address.
    for (let n = 0; n < 11; n += 1)
      statuses.push((await from("127.0.0.2", "POST", "/api/auth/sign-in/email", wrongSignIn(n))).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const other = await from("127.0.0.3", "POST", "/api/auth/sign-in/email", wrongSignIn(100));
    expect(other.status).toBe(401);
  });

  it("shows the owner's rename on a visitor's next page load, though nginx had cached the pages", async () => {
    const pages = ["/", "/product/no-rules-club-tee", "/products"];
    for (const pathname of pages) {
      await from("127.0.0.5", "GET", pathname);
      const cached = await from("127.0.0.5", "GET", pathname);
      expect(cached.cache, pathname).toBe("HIT");
      expect(cached.text, pathname).toContain("<title>");
      expect(cached.text, pathname).toMatch(/softdrop/);
    }

    // The owner renames the shop in a browser, through nginx.
    const owner = await browser.newPage({ baseURL: `http://127.0.0.1:${proxyPort}` });
    await signIn(owner, ADMIN);
    await visit(owner, "/admin/settings");
    await owner.getByLabel("Shop name").fill("Moth & Bloom");
    await owner.getByRole("button", { name: "Save settings" }).click();
    await toasts(owner).getByText("Settings saved").waitFor();

    for (const pathname of pages) {
      const next = await from("127.0.0.5", "GET", pathname);
      expect(next.status, pathname).toBe(200);
      expect(next.text, pathname).toMatch(/<title>[^<]*Moth &amp; Bloom/);
      // What visitors and crawlers read: the page without its scripts (storage keys), JSON-LD kept.
      const read = next.text.replace(/<script(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/g, "");
      expect(read, pathname).not.toMatch(/softdrop/i);
    }
  });
});
