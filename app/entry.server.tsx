// Renders a document on the server. Our own: React Router's inline scripts get the request's CSP
// nonce (set by the security headers middleware and handed over as load context).
import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { log } from "./lib/log.server";
import { scriptsAfterPaint } from "./lib/scripts-after-paint.server";
import { NonceContext } from "./lib/nonce";

export const streamTimeout = 5_000;

declare module "react-router" {
  interface AppLoadContext {
    cspNonce?: string;
  }
}

/**
 * React Router's errors as one JSON log line each (its default prints a multi-line stack): a
 * visitor going away is info, a route refusing a request (a POST where no action is) a warning.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  const where = { method: request.method, path: new URL(request.url).pathname };
  // React Router's own refusals carry the Error they were made from (not in the public type).
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  if (request.signal.aborted) {
    log.info(where, "client went away before the answer");
  } else if (isRouteErrorResponse(error) && error.status < 500) {
    const reason = cause instanceof Error ? cause.message : error.statusText;
    log.warn({ ...where, status: error.status, reason }, "request refused by the route");
  } else {
    log.error({ ...where, err: cause ?? error }, "request failed");
  }
};

/**
 * The store's favicon, manifest and colours (decision 066) for the page's <head>, from the root loader's
 * data: added to the HTML here rather than rendered by React, so no page's JavaScript carries them
 * (the 150 KB budget). React 19 leaves head elements it did not render in place when it hydrates.
 */
function brandHeadHtml(routerContext: EntryContext) {
  const root = routerContext.staticHandlerContext.loaderData?.root as
    { brand?: { icon?: string; css?: string } } | undefined;
  const brand = root?.brand;
  if (!brand?.icon) return "";
  const attribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  // The CSS is built from checked #rrggbb colours; a "<" could only end the element early.
  const css = brand.css ? `<style>${brand.css.replace(/</g, "")}</style>` : "";
  return `<link rel="icon" href="${attribute(brand.icon)}"><link rel="manifest" href="/manifest.webmanifest">${css}`;
}

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const nonce = loadContext.cspNonce;
  // Crawlers get the whole page at once; people get the shell first and the rest streamed.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const ready = () => {
      shellRendered = true;
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeout);
          callback();
        },
      });
      headers.set("Content-Type", "text/html");
      pipe(body);
      // pipeline, not pipe: a browser that goes away destroys both streams, which stops the render.
      const page = pipeline(body, scriptsAfterPaint(brandHeadHtml(routerContext)), () => undefined);
      resolve(new Response(createReadableStreamFromReadable(page), { status, headers }));
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors before the shell are logged by React Router; these happened while streaming.
          if (shellRendered) log.error({ err: error }, "rendering failed while streaming");
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
