// React Router's request handler for Express, fed the body the request guard already read and
// checked (a request's stream can be read only once). Mirrors @react-router/express otherwise.
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";

function headersOf(req: Request) {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  return headers;
}

function webRequest(req: Request, res: Response) {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.host || "localhost"}`);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const body = res.locals.body as Buffer | undefined;
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new globalThis.Request(url, {
    method: req.method,
    headers: headersOf(req),
    signal: controller.signal,
    body: hasBody ? new Uint8Array(body ?? Buffer.alloc(0)) : undefined,
  });
}

/**
 * `build` is the loaded build (production) or a function loading it per request (dev, so that
 * edits show). React Router derives its route tables from a function's build on every request,
 * so production must hand it the build itself: deriving cost 4 % of a listing render.
 */
export function reactRouterHandler(build: Promise<ServerBuild> | (() => Promise<ServerBuild>)) {
  const handler =
    typeof build === "function"
      ? Promise.resolve(createRequestHandler(build, env.NODE_ENV))
      : build.then((loaded) => createRequestHandler(loaded, env.NODE_ENV));
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const handle = await handler;
      const response = await handle(webRequest(req, res), { cspNonce: res.locals.cspNonce as string | undefined });
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers.entries()) res.append(name, value);
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}

const CLIENT_GONE = new Set(["ECONNRESET", "EPIPE", "ERR_STREAM_PREMATURE_CLOSE", "ERR_STREAM_DESTROYED", "ABORT_ERR"]);

/** A response that failed because the visitor went away: their doing, nothing for an operator. */
function clientWentAway(error: unknown, res: Response) {
  const code = (error as { code?: string } | undefined)?.code;
  const name = (error as { name?: string } | undefined)?.name;
  return res.destroyed || name === "AbortError" || (code !== undefined && CLIENT_GONE.has(code));
}

/**
 * Express's last error handler: one JSON log line per failed request (Express's own handler prints
 * a multi-line stack to stderr), info when the client went away, error otherwise.
 */
export function logRequestError(error: unknown, req: Request, res: Response, _next: NextFunction) {
  const where = { method: req.method, path: req.originalUrl.slice(0, 512) };
  if (clientWentAway(error, res)) {
    log.info({ ...where, reason: (error as Error | undefined)?.message }, "client went away mid-response");
    if (!res.destroyed) res.destroy();
    return;
  }
  log.error({ ...where, err: error }, "request failed");
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
}
