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

export function createPartnerFetch(options: PartnerFetchOptions) {
  const { partner, token } = options;
  const retries = options.retries ?? 5;
  const backoffMs = options.backoffMs ?? 1000;
  const intervalMs = 60_000 / options.requestsPerMinute;
  const base = options.baseUrl.replace(/\/$/, "");
  const stats: PartnerFetchStats = { requests: 0, retries: 0, pacingWaitMs: 0, retryWaitMs: 0 };
  const pacer = sharedPacer(options);

  // A partner message could echo a header back; the token must never travel on in an error.
  const redact = (text: string) => (token ? text.split(token).join("[token]") : text);

  async function pace() {
    const now = Date.now();
    const wait = Math.max(0, pacer.nextSlot - now);
    if (options.maxPacingWaitMs !== undefined && wait > options.maxPacingWaitMs) {
      throw new PartnerBusy(partner, 429, `${partner} is busy: the next request may go in ${Math.ceil(wait / 1000)} s`);
    }
    pacer.nextSlot = Math.max(now, pacer.nextSlot) + intervalMs;
    if (wait > 0) {
      stats.pacingWaitMs += wait;
      await sleep(wait);
    }
  }

  async function request<S extends z.ZodType>(
    path: string,
    schema: S,
    init: PartnerRequestInit = {},
  ): Promise<z.infer<S>> {
    const method = init.method ?? "GET";
    const where = `${method} ${path.split("?")[0]}`;
    const idempotent = init.idempotent ?? method === "GET";
    for (let attempt = 0; ; attempt++) {
      await pace();
      stats.requests++;
      let response: Response;
      try {
        response = await fetch(`${base}${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${token}`,
            Accept: "application/json",
            ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
            ...options.headers,
            ...init.headers,
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch (error) {
        if (attempt >= retries || !idempotent) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new PartnerError(partner, 0, `could not reach ${partner} (${redact(reason)})`);
        }
        await backoff(backoffMs * 2 ** attempt);
        continue;
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (response.ok) {
        const parsed = schema.safeParse(body);
        if (parsed.success) return parsed.data;
        const issue = parsed.error.issues[0];
        const field = issue?.path.join(".") || "body";
        throw new PartnerError(
          partner,
          response.status,
          `${partner} answered ${where} in an unexpected shape (${field}: ${issue?.message ?? "invalid"})`,
        );
      }
      const partnerMessage = redact(options.errorMessage(body) ?? "");
      if (response.status === 401 || response.status === 403) {
        throw new PartnerError(partner, response.status, TOKEN_REJECTED, partnerMessage || undefined);
      }
      const retryable = response.status === 429 || (idempotent && response.status >= 500);
      if (!retryable || attempt >= retries) {
        const detail = partnerMessage ? `: ${partnerMessage}` : "";
        throw new PartnerError(
          partner,
          response.status,
          `${partner} answered ${where} with ${response.status}${detail}`,
          partnerMessage || undefined,
        );
      }
      const fallback = backoffMs * 2 ** attempt;
      await backoff(response.status === 429 ? retryAfterMs(response.headers.get("retry-after"), fallback) : fallback);
    }
  }

  async function backoff(ms: number) {
    stats.retries++;
    stats.retryWaitMs += ms;
    // Whatever the partner asked us to wait also pushes the next request's slot.
    pacer.nextSlot = Math.max(pacer.nextSlot, Date.now() + ms);
    await sleep(ms);
  }

  return { request, stats };
}
