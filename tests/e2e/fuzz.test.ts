// The fuzz suite: every route with an action (read from app/routes.ts) and every better-auth
// endpoint (read from better-auth's own endpoint table) gets malformed requests of each kind —
// empty, JSON, deeply nested or empty JSON, text, broken multipart, NUL bytes, invalid UTF-8,
// oversized — and must answer a 4xx with a body, never a 5xx; every HTTP method goes to every
// route, dot segments and a client leaving mid-answer too; and the store's log stays one JSON object
// per line, with nothing a client did logged as an error. Runs against its own store (Stripe mode,
// so the webhook is live).
import { readFileSync } from "node:fs";
import { request } from "node:http";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { betterAuth } from "better-auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyRuleFor } from "../../app/lib/request-guard.server";
import routes from "../../app/routes";
import { startStore, type StoreProcess } from "../support/store-process";

let store: StoreProcess;

beforeAll(async () => {
  // A busy machine can take past the default 90 s to start a fresh store.
  store = await startStore({
    name: "fuzz",
    startupMs: 180_000,
    env: {
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_fuzz",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fuzz",
      STRIPE_WEBHOOK_SECRET: "whsec_fuzz",
      STRIPE_API_BASE: "http://127.0.0.1:9",
      // Every request is a line: the last test reads them all.
      LOG_LEVEL: "info",
    },
  });
}, 240_000);

afterAll(async () => {
  await store?.stop();
});

function flatten(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

const hasAction = (file: string) =>
  /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(
    readFileSync(new URL(`../../app/${file}`, import.meta.url), "utf8"),
  );

/** A concrete path for a route pattern: parameters filled in, the catch-all as an unknown page. */
const concrete = (pattern: string) =>
  `/${pattern.replace(/:[\w]+\??/g, "fuzz").replace(/^\*$/, "no-such-page")}`.replace(/\/+$/, "") || "/";

// better-auth's endpoint table, from an instance with the same features as ours (no database is
// touched: only the paths and methods are read).
const authApi = betterAuth({
  secret: "fuzz-suite-secret-of-enough-length-000",
  baseURL: "http://localhost",
  emailAndPassword: { enabled: true },
  emailVerification: { sendVerificationEmail: async () => {} },
  telemetry: { enabled: false },
  logger: { level: "error" },
}).api as unknown as Record<string, { path?: string; options?: { method?: string | string[] } }>;

const authEndpoints = [
  ...new Set(
    Object.values(authApi)
      .filter((endpoint) => typeof endpoint.path === "string")
      .flatMap((endpoint) => {
        const methods = [endpoint.options?.method ?? "GET"].flat();
        const path = `/api/auth${endpoint.path!.replace(/:[\w]+/g, "fuzz")}`;
        return methods.filter((method) => method !== "*").map((method) => `${method} ${path}`);
      }),
  ),
].map((line) => {
  const [method, path] = line.split(" ") as [string, string];
  return { method, path };
});

const routeEntries = flatten(routes).filter((entry) => entry.path !== "api/auth/*");
const actionPaths = routeEntries
  .filter((entry) => hasAction(entry.file))
  .map((entry) => (entry.index ? "/" : concrete(entry.path ?? "")));
const pagePaths = routeEntries.map((entry) => (entry.index ? "/" : concrete(entry.path ?? "")));

const bodyTargets = [
  ...actionPaths.map((path) => ({ method: "POST", path })),
  ...authEndpoints.filter(({ method }) => method !== "GET"),
];

/** `wellFormed`: a request better-auth may rightly accept where the body is optional (sign-out). */
type Malformed = {
  name: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  status?: number;
  wellFormed?: true;
};

const huge = "a".repeat(300 * 1024);
const malformedBodies: Malformed[] = [
  { name: "empty body, no content type", wellFormed: true },
  {
    name: "JSON where a form is expected",
    headers: { "Content-Type": "application/json" },
    body: '{"email":1}',
    wellFormed: true,
  },
  { name: "broken JSON", headers: { "Content-Type": "application/json" }, body: '{"email":' },
  { name: "empty JSON", headers: { "Content-Type": "application/json" }, body: "" },
  {
    name: "JSON nested 20,000 deep",
    headers: { "Content-Type": "application/json" },
    body: `${"[".repeat(20_000)}${"]".repeat(20_000)}`,
  },
  { name: "JSON opened 20,000 deep", headers: { "Content-Type": "application/json" }, body: "[".repeat(20_000) },
  { name: "JSON with a NUL", headers: { "Content-Type": "application/json" }, body: '{"email":"a\\u0000b"}' },
  { name: "text", headers: { "Content-Type": "text/plain" }, body: "hello there" },
  {
    name: "broken multipart",
    headers: { "Content-Type": "multipart/form-data; boundary=fuzz" },
    body: '--fuzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken',
  },
  {
    name: "form with a NUL",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "email=a%00b@example.test&intent=signin",
  },
  {
    name: "form with invalid UTF-8",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "email=%FF%FE@example.test",
  },
  {
    name: "raw invalid UTF-8",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new Uint8Array([0x65, 0x3d, 0xc3, 0x28, 0xff]),
  },
  {
    name: "300 KB form",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: `email=${huge}`,
    status: 413,
  },
];

async function send(method: string, path: string, init: Omit<Malformed, "name"> = {}) {
  const response = await fetch(`${store.url}${path}`, {
    method,
    headers: init.headers,
    body: init.body,
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
}

function expectRefused(result: { status: number; text: string }, where: string, status?: number) {
  expect(result.status, `${where} answered ${result.status}: ${result.text.slice(0, 200)}`).toBeLessThan(500);
  expect(result.status, `${where} answered ${result.status}: ${result.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(result.status, where).toBeLessThan(500);
  if (status) expect(result.status, where).toBe(status);
  expect(result.text.length, `${where} answered without a body`).toBeGreaterThan(0);
}

describe("the fuzz suite", () => {
  it("finds the routes with actions and the auth endpoints in the route config", () => {
    expect(actionPaths).toEqual(expect.arrayContaining(["/auth", "/checkout", "/admin", "/webhooks/stripe"]));
    expect(authEndpoints).toEqual(expect.arrayContaining([{ method: "POST", path: "/api/auth/sign-up/email" }]));
  });

  it.each(malformedBodies)("answers $name with a 4xx and a message at every endpoint", async (malformed) => {
    for (const { method, path } of bodyTargets) {
      // A partner's webhook reads raw bytes: anything unsigned is refused there, oversized before it.
      const result = await send(method, path, malformed);
      const where = `${method} ${path} (${malformed.name})`;
      if (malformed.wellFormed && path.startsWith("/api/auth/")) {
        expect(result.status, `${where} answered ${result.status}: ${result.text.slice(0, 200)}`).toBeLessThan(500);
      } else {
        // A 413 is for a body past the path's limit; the picture upload takes up to 20 MB and
        // refuses a form that is no picture with a 400.
        const withinLimit = malformed.status === 413 && bodyRuleFor(path).limit >= huge.length;
        expectRefused(result, where, withinLimit ? undefined : malformed.status);
      }
    }
  });

  it("answers a NUL byte or invalid UTF-8 in any path or query with a 400", async () => {
    const gets = [...pagePaths, ...authEndpoints.filter(({ method }) => method === "GET").map(({ path }) => path)];
    for (const path of gets) {
      for (const bad of ["%00", "%FF", "%C3%28"]) {
        const base = path === "/" ? "" : path;
        expectRefused(await send("GET", `${base}/${bad}`), `GET ${base}/${bad}`, 400);
        expectRefused(await send("GET", `${path}?q=${bad}`), `GET ${path}?q=${bad}`, 400);
      }
    }
  });

  it("answers every method at every route without a 5xx: 405 for TRACE and the like, 204 for OPTIONS", async () => {
    const paths = [...new Set([...pagePaths, ...authEndpoints.map(({ path }) => path)])];
    const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "MKCOL"];
    for (const path of paths) {
      for (const method of methods) {
        const result = await raw(method, path);
        const where = `${method} ${path} answered ${result.status}: ${result.text.slice(0, 200)}`;
        expect(result.status, where).toBeLessThan(500);
        if (["TRACE", "PROPFIND", "MKCOL"].includes(method)) {
          expect(result.status, where).toBe(405);
          expect(result.headers.allow, where).toBe("GET, HEAD, POST, OPTIONS");
        }
        if (method === "OPTIONS") expect(result.status, where).toBe(204);
      }
    }
  });

  it("refuses a path with dot segments before any check matches on it (no CSRF or body-check bypass)", async () => {
    for (const path of ["/webhooks/../contact", "/webhooks/%2e%2e/contact", "/webhooks/stripe/../../auth"]) {
      const result = await raw("POST", path, { type: "text/plain", text: "not a form" });
      expect(result.status, `POST ${path}: ${result.text}`).toBe(400);
      expect(result.text).toBe("The address has a '.' or '..' segment.");
    }
  });

  it("keeps serving when a client goes away mid-answer", async () => {
    for (let i = 0; i < 5; i += 1) await leaveMidAnswer("/products");
    expect((await send("GET", "/healthz")).status).toBe(200);
  });

  it("logs one JSON object per line, and nothing a client did as an error", async () => {
    const lines = store
      .output()
      .split("\n")
      .filter((line) => line.trim());
    expect(lines.length).toBeGreaterThan(100);
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== "object";
      } catch {
        return true;
      }
    });
    expect(notJson.slice(0, 5)).toEqual([]);
    const errors = lines
      .map((line) => JSON.parse(line) as { level: number; msg?: string; path?: string })
      .filter((entry) => entry.level >= 50)
      .map((entry) => ({ msg: entry.msg, path: entry.path }));
    expect(errors.slice(0, 5)).toEqual([]);
  });
});

/** A request through node:http, which sends any method (fetch refuses TRACE) and paths as given. */
function raw(method: string, path: string, body?: { type: string; text: string }) {
  const url = new URL(store.url);
  return new Promise<{ status: number; text: string; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: body ? { "Content-Type": body.type } : {},
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
        },
      );
      req.on("error", reject);
      req.end(body?.text);
    },
  );
}

/** Asks for a page and hangs up as soon as the first bytes arrive. */
function leaveMidAnswer(path: string) {
  const url = new URL(store.url);
  return new Promise<void>((resolve) => {
    const req = request(
      { host: url.hostname, port: url.port, path, headers: { "Accept-Encoding": "identity" } },
      (res) => {
        res.once("data", () => {
          req.destroy();
          resolve();
        });
      },
    );
    req.on("error", () => resolve());
    req.end();
  });
}
