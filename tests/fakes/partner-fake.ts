// What the Printful and Printify fakes share: a node:http server with a route table (later
// issues add routes: orders, webhooks), bearer-token checks, a request log and switchable faults.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: unknown;
  params: string[];
};
export type FakeAnswer = { status: number; body: unknown; headers?: Record<string, string> };
export type FakeRoute = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** A fault answered instead of the real response for the next `times` requests. */
/** A fault answers the next `times` requests (only those whose path starts with `path`, when given). */
export type FakeFault = { status: 401 | 429 | 500 | 503; times: number; retryAfterSeconds?: number; path?: string };

export type PartnerFakeOptions = {
  token: string;
  /** The partner's own error body for a status and message. */
  errorBody: (status: number, message: string) => unknown;
};

export async function startPartnerFake(options: PartnerFakeOptions) {
  const routes: { method: string; pattern: RegExp; handle: FakeRoute }[] = [];
  const requests: { method: string; path: string; status: number; headers: IncomingMessage["headers"] }[] = [];
  const faults: FakeFault[] = [];
  let token = options.token;

  async function readBody(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }

  async function answer(req: IncomingMessage): Promise<FakeAnswer> {
    const url = new URL(req.url ?? "/", "http://fake");
    const fault = faults.find((candidate) => !candidate.path || url.pathname.startsWith(candidate.path));
    if (fault) {
      if (--fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
      const headers: Record<string, string> =
        fault.status === 429 ? { "Retry-After": String(fault.retryAfterSeconds ?? 1) } : {};
      return { status: fault.status, body: options.errorBody(fault.status, faultMessage(fault.status)), headers };
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      return { status: 401, body: options.errorBody(401, "Invalid access token") };
    }
    for (const route of routes) {
      const match = route.method === req.method ? url.pathname.match(route.pattern) : null;
      if (!match) continue;
      return route.handle({
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: await readBody(req),
        params: match.slice(1),
      });
    }
    return { status: 404, body: options.errorBody(404, "Not found") };
  }

  const server = createServer((req, res: ServerResponse) => {
    answer(req).then(
      (reply) => {
        requests.push({ method: req.method ?? "", path: req.url ?? "", status: reply.status, headers: req.headers });
        res.writeHead(reply.status, { "Content-Type": "application/json", ...reply.headers });
        res.end(JSON.stringify(reply.body));
      },
      (error: unknown) => {
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify(options.errorBody(500, String(error))));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Every answered request, in order. */
    requests,
    /** Adds a route; the pattern's groups arrive as `params`. */
    route(method: string, pattern: RegExp, handle: FakeRoute) {
      routes.push({ method, pattern, handle });
    },
    /** Answers the next `times` requests with this status (429 with Retry-After). */
    fail(fault: FakeFault) {
      if (fault.times > 0) faults.push({ ...fault });
    },
    /** Ends every pending fault. */
    clearFaults() {
      faults.length = 0;
    },
    /** Changes the token the fake accepts (the old one is then rejected with 401). */
    setToken(value: string) {
      token = value;
    },
    /** Requests made to paths starting with this prefix. */
    count(prefix: string) {
      return requests.filter((request) => request.path.startsWith(prefix)).length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function faultMessage(status: number) {
  if (status === 429) return "Too Many Requests";
  if (status === 401) return "Invalid access token";
  return "Internal server error";
}
