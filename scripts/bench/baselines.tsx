// The bench's baselines for a page's bytes: a bare node:http server sending them, and a store of one
// route that renders the very same HTML as React elements, through React Router's own Express
// adapter, with no middleware, loader, session, cache or data. What our page costs beyond them is
// what our stack adds.
// The page's HTML becomes an element tree once, at start (`elementsOf`), so every request renders
// as many elements as ours does; the bench prints both byte sizes. `npm run bench` sets
// NODE_ENV=production, so this React is the production build, as the store's is.
import { createServer, type Server } from "node:http";
import { PassThrough } from "node:stream";
import { createRequestHandler } from "@react-router/express";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { createElement, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type ServerBuild } from "react-router";

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const RAW_TEXT = new Set(["script", "style"]);
// React drops a boolean attribute whose value is "": these become `true`.
const BOOLEAN = new Set(["async", "defer", "hidden", "disabled", "checked", "selected", "multiple", "readonly"]);
const RENAMED: Record<string, string> = { class: "className", for: "htmlFor", tabindex: "tabIndex" };

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) =>
    name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : "'",
  );

function styleObject(css: string) {
  const style: Record<string, string> = {};
  for (const declaration of css.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    style[name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] =
      declaration.slice(colon + 1).trim();
  }
  return style;
}

function propsOf(attributes: string) {
  const props: Record<string, unknown> = {};
  for (const [, name, , value = ""] of attributes.matchAll(/([^\s=/]+)(="([^"]*)")?/g)) {
    const text = decode(value);
    if (name === "style") props.style = styleObject(text);
    else props[RENAMED[name!] ?? name!] = BOOLEAN.has(name!) && text === "" ? true : text;
  }
  return props;
}

/**
 * React elements for a page's own HTML (React's output: lowercase tags, double-quoted
 * attributes). Text separators (`<!-- -->`) and the doctype go; React writes its own.
 */
export function elementsOf(html: string): ReactNode {
  const root: ReactNode[] = [];
  const stack: { tag: string; props: Record<string, unknown>; children: ReactNode[] }[] = [];
  const children = () => stack.at(-1)?.children ?? root;
  const tokens =
    /<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|<\/([a-zA-Z0-9-]+)\s*>|<([a-zA-Z][a-zA-Z0-9-]*)([^>]*?)(\/?)>|([^<]+)/g;
  let match: RegExpExecArray | null;
  while ((match = tokens.exec(html))) {
    const [whole, closing, opening, attributes = "", selfClosing, text] = match;
    if (text !== undefined) children().push(decode(text));
    else if (closing) {
      const element = stack.pop()!;
      children().push(createElement(element.tag, element.props, ...element.children));
    } else if (opening) {
      const props = propsOf(attributes);
      if (RAW_TEXT.has(opening)) {
        const end = html.indexOf(`</${opening}>`, tokens.lastIndex);
        props.dangerouslySetInnerHTML = { __html: html.slice(tokens.lastIndex, end) };
        tokens.lastIndex = end + opening.length + 3;
        children().push(createElement(opening, props));
      } else if (selfClosing || VOID.has(opening)) children().push(createElement(opening, props));
      else stack.push({ tag: opening, props, children: [] });
    } else if (!whole.startsWith("<")) children().push(whole);
  }
  return root.length === 1 ? root[0] : root;
}

function handleRequest(_request: Request, status: number, headers: Headers, context: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={_request.url} />, {
      onShellReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { status, headers }));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

/** A React Router build with one route, at every path, whose component renders `page`. */
function buildFor(page: ReactNode): ServerBuild {
  const route = { id: "root", path: "*", hasLoader: false, hasAction: false, hasErrorBoundary: false };
  return {
    entry: { module: { default: handleRequest } },
    routes: { root: { ...route, module: { default: () => page } } },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: {
        root: {
          ...route,
          module: "/root.js",
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
        },
      },
      url: "/manifest.js",
      version: "bench",
    },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: { unstable_subResourceIntegrity: false, v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** Listens on a free local port; answers with the server and its URL. */
function listening(server: Server): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/` });
    });
  });
}

/** A server with no framework at all, answering every request with one fixed response. */
export function bareServer(body: Buffer, contentType: string) {
  return listening(
    createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": contentType, "Content-Length": body.length });
      response.end(body);
    }),
  );
}

/** The React Router baseline for one page's HTML. */
export function bareRouterServer(html: string) {
  const app = express();
  app.all("/{*path}", createRequestHandler({ build: buildFor(elementsOf(html)), mode: "production" }));
  return listening(createServer(app));
}
