// One paced, retrying JSON fetch for the print-on-demand partners' APIs: requests spaced to the
// partner's published rate, 429 honouring Retry-After, backoff on 5xx and network errors, every
// answer parsed with zod, and typed errors that never carry the token.
import { createHash } from "node:crypto";
import type { z } from "zod";

export const TOKEN_REJECTED = "the partner rejected the API token";

/** A partner answered with an error, in an unexpected shape, or could not be reached. */
export class PartnerError extends Error {
  override name = "PartnerError";
  constructor(
    readonly partner: string,
    /** The HTTP status; 0 when the partner could not be reached. */
    readonly status: number,
    message: string,
    /** The partner's own message, when it sent one. */
    readonly partnerMessage?: string,
  ) {
    super(message);
  }
}

export type PartnerFetchOptions = {
  partner: string;
  baseUrl: string;
  token: string;
  /** The partner's published limit; requests are spaced evenly below it. */
  requestsPerMinute: number;
  /** Retries after a 429, 5xx or network error before giving up. */
  retries?: number;
  /** First backoff step; doubles on every retry. */
  backoffMs?: number;
  headers?: Record<string, string>;
  /** Reads the partner's message out of an error body. */
  errorMessage: (body: unknown) => string | undefined;
  /** A request that has not answered after this long counts as a network error (default 30 s). */
  timeoutMs?: number;
  /**
   * A request whose turn is further away than this is refused at once (a PartnerBusy) instead of
   * queued: a shopper waiting on a shipping quote does not wait behind a catalogue sync.
   */
  maxPacingWaitMs?: number;
};

/** The shared pace had no turn soon enough for a caller that cannot wait (maxPacingWaitMs). */
export class PartnerBusy extends PartnerError {
  override name = "PartnerBusy";
}

/**
 * A request beyond GET. `idempotent: false` (the default for POST and DELETE) retries only a 429,
 * which the partner did not act on: a timeout or 5xx may have happened after the partner acted,
 * so it is the caller's to find out (for an order: look it up by its external id).
 */
export type PartnerRequestInit = {
  headers?: Record<string, string>;
  method?: "GET" | "POST" | "DELETE";
  body?: unknown;
  idempotent?: boolean;
};

export type PartnerFetchStats = { requests: number; retries: number; pacingWaitMs: number; retryWaitMs: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One pace per partner account and rate, shared by every client made for it in this process:
 * sync, fulfilment and shipping quotes each connect on their own, and their requests together
 * must stay under the partner's limit (a token pushed into 429s stalls all of them).
 */
const pacers = new Map<string, { nextSlot: number }>();

function sharedPacer(options: PartnerFetchOptions) {
  const account = createHash("sha256").update(options.token).digest("hex").slice(0, 16);
  const key = [options.partner, options.baseUrl.replace(/\/$/, ""), options.requestsPerMinute, account].join("|");
  let pacer = pacers.get(key);
  if (!pacer) pacers.set(key, (pacer = { nextSlot: 0 }));
  return pacer;
}

/** Retry-After in seconds or as an HTTP date; missing or junk falls back to the backoff. */
export function retryAfterMs(header: string | null, fallbackMs: number) {
  if (!header) return fallbackMs;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 120_000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? fallbackMs : Math.min(Math.max(0, date - Date.now()), 120_000);
}

/** What a partner client is created with: where, which token, and (tests) a faster pace. */
export type PartnerClientOptions = { baseUrl: string; token: string } & Partial<
  Pick<PartnerFetchOptions, "requestsPerMinute" | "retries" | "backoffMs" | "timeoutMs" | "maxPacingWaitMs">
>;

/** What every request of one partner fetch shares: its settings, pace and counters. */
type FetchContext = {
  options: PartnerFetchOptions;
  partner: string;
  token: string;
  retries: number;
  backoffMs: number;
  intervalMs: number;
  base: string;
  stats: PartnerFetchStats;
  pacer: { nextSlot: number };
};

// A partner message could echo a header back; the token must never travel on in an error.
function redact(ctx: FetchContext, text: string) {
  return ctx.token ? text.split(ctx.token).join("[token]") : text;
}

async function pace(ctx: FetchContext) {
  const { pacer, partner, options } = ctx;
  const now = Date.now();
  const wait = Math.max(0, pacer.nextSlot - now);
  if (options.maxPacingWaitMs !== undefined && wait > options.maxPacingWaitMs) {
    throw new PartnerBusy(partner, 429, `${partner} is busy: the next request may go in ${Math.ceil(wait / 1000)} s`);
  }
  pacer.nextSlot = Math.max(now, pacer.nextSlot) + ctx.intervalMs;
  if (wait > 0) {
    ctx.stats.pacingWaitMs += wait;
    await sleep(wait);
  }
}

async function backoff(ctx: FetchContext, ms: number) {
  ctx.stats.retries++;
  ctx.stats.retryWaitMs += ms;
  // Whatever the partner asked us to wait also pushes the next request's slot.
  ctx.pacer.nextSlot = Math.max(ctx.pacer.nextSlot, Date.now() + ms);
  await sleep(ms);
}

function send(ctx: FetchContext, path: string, method: string, init: PartnerRequestInit) {
  return fetch(`${ctx.base}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${ctx.token}`,
      Accept: "application/json",
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...ctx.options.headers,
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(ctx.options.timeoutMs ?? 30_000),
  });
}

function parseAnswer<S extends z.ZodType>(
  ctx: FetchContext,
  response: Response,
  body: unknown,
  schema: S,
  where: string,
): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join(".") || "body";
  throw new PartnerError(
    ctx.partner,
    response.status,
    `${ctx.partner} answered ${where} in an unexpected shape (${field}: ${issue?.message ?? "invalid"})`,
  );
}

/** An error answer: thrown when it is final, otherwise how long to wait before the next attempt. */
function retryWaitFor(
  ctx: FetchContext,
  response: Response,
  body: unknown,
  where: string,
  attempt: number,
  idempotent: boolean,
) {
  const { partner } = ctx;
  const partnerMessage = redact(ctx, ctx.options.errorMessage(body) ?? "");
  if (response.status === 401 || response.status === 403) {
    throw new PartnerError(partner, response.status, TOKEN_REJECTED, partnerMessage || undefined);
  }
  const retryable = response.status === 429 || (idempotent && response.status >= 500);
  if (!retryable || attempt >= ctx.retries) {
    const detail = partnerMessage ? `: ${partnerMessage}` : "";
    throw new PartnerError(
      partner,
      response.status,
      `${partner} answered ${where} with ${response.status}${detail}`,
      partnerMessage || undefined,
    );
  }
  const fallback = ctx.backoffMs * 2 ** attempt;
  return response.status === 429 ? retryAfterMs(response.headers.get("retry-after"), fallback) : fallback;
}

async function request<S extends z.ZodType>(
  ctx: FetchContext,
  path: string,
  schema: S,
  init: PartnerRequestInit = {},
): Promise<z.infer<S>> {
  const method = init.method ?? "GET";
  const where = `${method} ${path.split("?")[0]}`;
  const idempotent = init.idempotent ?? method === "GET";
  for (let attempt = 0; ; attempt++) {
    await pace(ctx);
    ctx.stats.requests++;
    let response: Response;
    try {
      response = await send(ctx, path, method, init);
    } catch (error) {
      if (attempt >= ctx.retries || !idempotent) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new PartnerError(ctx.partner, 0, `could not reach ${ctx.partner} (${redact(ctx, reason)})`);
      }
      await backoff(ctx, ctx.backoffMs * 2 ** attempt);
      continue;
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return parseAnswer(ctx, response, body, schema, where);
    await backoff(ctx, retryWaitFor(ctx, response, body, where, attempt, idempotent));
  }
}

export function createPartnerFetch(options: PartnerFetchOptions) {
  const ctx: FetchContext = {
    options,
    partner: options.partner,
    token: options.token,
    retries: options.retries ?? 5,
    backoffMs: options.backoffMs ?? 1000,
    intervalMs: 60_000 / options.requestsPerMinute,
    base: options.baseUrl.replace(/\/$/, ""),
    stats: { requests: 0, retries: 0, pacingWaitMs: 0, retryWaitMs: 0 },
    pacer: sharedPacer(options),
  };
  return {
    request: <S extends z.ZodType>(path: string, schema: S, init: PartnerRequestInit = {}) =>
      request(ctx, path, schema, init),
    stats: ctx.stats,
  };
}
