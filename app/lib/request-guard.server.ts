// The edge every request passes before a route sees it: a method the store answers, an address
// without dot segments, a bounded body (413 past the limit), fields that are UTF-8 without NUL
// bytes, JSON nested no deeper than a person's data, and the kind of body the route reads (a form
// for our pages' actions, JSON or a form for /api/auth/*) — otherwise a 4xx with a message.
import type { NextFunction, Request, Response } from "express";
import { log } from "./log.server";

export const BODY_LIMIT = 64 * 1024;
/** A shopper's picture for a personalised print (decision 043) or a review (058): 20 MB, checked by its route. */
export const UPLOAD_BODY_LIMIT = 20 * 1024 * 1024;
/** Stripe's events are a few KB, well under this; a bigger body is not one of theirs. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

type BodyKind = "form" | "json-or-form" | "raw";
export type Refusal = { status: 400 | 405 | 413; message: string };

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** What the routes answer; anything else (TRACE, CONNECT, WebDAV …) never reaches them. */
const ROUTED_METHODS = new Set(["GET", "HEAD", ...BODY_METHODS]);
export const ALLOWED_METHODS = "GET, HEAD, POST, OPTIONS";
/** Our JSON is a cart of lines or an auth form: a few levels. A deeper body is not a client's. */
export const MAX_JSON_DEPTH = 32;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** What a path's action reads: partners' webhooks are verified on the raw bytes by the route. */
/** Our routes whose action reads JSON (the cart's fetch calls); every other action reads a form. */
const JSON_ROUTES = new Set(["/cart/quote", "/cart/handoff"]);

export function bodyRuleFor(path: string): { kind: BodyKind; limit: number } {
  if (path.startsWith("/webhooks/")) return { kind: "raw", limit: WEBHOOK_BODY_LIMIT };
  // The store's logo (decision 066) is a multipart form with a file: its route reads it.
  if (path === "/personalisation/upload" || path === "/reviews/photos" || path === "/admin/settings/brand/logo")
    return { kind: "raw", limit: UPLOAD_BODY_LIMIT };
  if (path.startsWith("/api/") || JSON_ROUTES.has(path)) return { kind: "json-or-form", limit: BODY_LIMIT };
  return { kind: "form", limit: BODY_LIMIT };
}

const refuse = (message: string): Refusal => ({ status: 400, message });

function mediaType(contentType: string | undefined) {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/** Percent-decodes one piece of a URL or form; undefined when the bytes are not UTF-8. */
function decoded(piece: string) {
  try {
    return decodeURIComponent(piece.replace(/\+/g, " "));
  } catch {
    return undefined;
  }
}

/**
 * The address: path and query must decode to UTF-8 text without NUL bytes, and the path must have
 * no "." or ".." segment (a client that sends one unnormalised would have a guard that matches on
 * the path, like the CSRF check's webhook exemption, judge another route than the one that answers).
 */
export function checkUrl(url: string): Refusal | undefined {
  const path = url.split("?")[0]!;
  for (const segment of path.split(/[/\\]/)) {
    const text = decoded(segment);
    if (text === "." || text === "..") return refuse("The address has a '.' or '..' segment.");
  }
  const pieces = url.split(/[?&=]/);
  for (const piece of pieces) {
    const text = decoded(piece);
    if (text === undefined) return refuse("The address is not valid UTF-8.");
    if (NUL.test(text)) return refuse("The address contains a NUL byte.");
  }
  return undefined;
}

function checkUrlEncoded(text: string): Refusal | undefined {
  for (const piece of text.split(/[&=]/)) {
    const value = decoded(piece);
    if (value === undefined) return refuse("A form field is not valid UTF-8.");
    if (NUL.test(value)) return refuse("A form field contains a NUL byte.");
  }
  return undefined;
}

/** How deep arrays and objects nest in a JSON text, read without parsing (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") deepest = Math.max(deepest, ++depth);
    else if (char === "]" || char === "}") depth -= 1;
  }
  return deepest;
}

/** Called only on JSON no deeper than MAX_JSON_DEPTH, so the recursion is bounded. */
function hasNul(value: unknown): boolean {
  if (typeof value === "string") return NUL.test(value);
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === "object") return Object.entries(value).some(([k, v]) => NUL.test(k) || hasNul(v));
  return false;
}

async function checkMultipart(body: Buffer, contentType: string): Promise<Refusal | undefined> {
  let form: FormData;
  try {
    form = await new globalThis.Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return refuse("The form could not be read: the multipart body is broken.");
  }
  for (const [name, value] of form) {
    if (typeof value !== "string") return refuse("This form takes no file uploads.");
    if (NUL.test(name) || NUL.test(value)) return refuse("A form field contains a NUL byte.");
  }
  return undefined;
}

/** Checks a whole body against what the path reads. */
export async function checkBody(path: string, contentType: string | undefined, body: Buffer) {
  const { kind } = bodyRuleFor(path);
  if (kind === "raw") return undefined;
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return refuse("The request body is not valid UTF-8.");
  }
  const type = mediaType(contentType);
  if (type === "application/x-www-form-urlencoded") return checkUrlEncoded(text);
  if (type === "multipart/form-data") return checkMultipart(body, contentType!);
  if (kind === "json-or-form") {
    if (body.length === 0 && type !== "application/json") return undefined;
    if (type !== "application/json") return refuse("Send JSON (Content-Type: application/json) or a form.");
    if (!text.trim()) return refuse("The JSON body is empty.");
    if (jsonDepth(text) > MAX_JSON_DEPTH)
      return refuse(`The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return refuse("The JSON body could not be parsed.");
    }
    return hasNul(value) ? refuse("A JSON field contains a NUL byte.") : undefined;
  }
  return refuse(`Send this form as ${FORM_TYPES.join(" or ")}.`);
}

/** Reads a body up to a limit; undefined when it is larger. */
async function readBody(req: Request, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function answer(res: Response, refusal: Refusal, req: Request) {
  // req.originalUrl: the address as sent (req.path is relative to where a router is mounted).
  log.warn(
    { method: req.method, path: req.originalUrl.slice(0, 512), status: refusal.status, reason: refusal.message },
    "request refused",
  );
  if (refusal.status === 413) res.set("Connection", "close");
  res.status(refusal.status).type("text/plain").send(refusal.message);
}

/**
 * Express middleware, first of all (before the CSRF check, which matches on the path): the method
 * and the address. OPTIONS is answered here with the methods the store takes; other methods no
 * route answers (TRACE, CONNECT, WebDAV's …) get a 405, never reaching React Router (which throws
 * on them).
 */
export function addressGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "OPTIONS") {
      res.set("Allow", ALLOWED_METHODS).status(204).end();
      return;
    }
    if (!ROUTED_METHODS.has(req.method)) {
      res.set("Allow", ALLOWED_METHODS);
      return answer(res, { status: 405, message: `The ${req.method} method is not allowed here.` }, req);
    }
    const urlProblem = checkUrl(req.originalUrl);
    if (urlProblem) return answer(res, urlProblem, req);
    next();
  };
}

/**
 * Express middleware, after addressGuard: reads and checks the body, and leaves the bytes in
 * `res.locals.body` for the request handler (a body can be read only once).
 */
export function requestGuard() {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!BODY_METHODS.has(req.method)) return next();
    // React Router's data requests (/cart.data) carry the same form as the page itself.
    const path = req.path.replace(/\.data$/, "") || "/";
    const { limit } = bodyRuleFor(path);
    const tooLarge: Refusal = { status: 413, message: `The request body is larger than ${limit / 1024} KB.` };
    if (Number(req.get("content-length") ?? 0) > limit) return answer(res, tooLarge, req);
    let body: Buffer | undefined;
    try {
      body = await readBody(req, limit);
    } catch {
      return answer(res, refuse("The request body could not be read."), req);
    }
    if (!body) return answer(res, tooLarge, req);
    const problem = await checkBody(path, req.get("content-type"), body);
    if (problem) return answer(res, problem, req);
    res.locals.body = body;
    next();
  };
}
