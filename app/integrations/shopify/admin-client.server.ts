// The few Shopify Admin GraphQL API (2025-07) calls softdrop makes with SHOPIFY_ADMIN_TOKEN:
// making variants available or not (Sync Inventory) and registering webhooks. Answers parsed with
// zod; calls paced and retried like the partner clients'.
import { z } from "zod";
import { log } from "~/lib/log.server";
import { retryAfterMs } from "~/lib/partner-fetch.server";
import { SHOPIFY_API_VERSION, ShopifyError } from "./storefront-client.server";

/**
 * A print-on-demand variant is not stock-tracked, so Shopify always sells it. Tracking its stock
 * (none is ever received) with the DENY policy stops the sale; untracked with CONTINUE sells again.
 */
export const SET_VARIANTS_AVAILABILITY_MUTATION = `#graphql
  mutation SetVariantsAvailability($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
    productVariantsBulkUpdate(productId: $productId, variants: $variants) {
      productVariants { id availableForSale }
      userErrors { field message }
    }
  }
`;

export const WEBHOOK_SUBSCRIPTION_CREATE_MUTATION = `#graphql
  mutation WebhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
    webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
      webhookSubscription { id topic }
      userErrors { field message }
    }
  }
`;

const userErrors = z.array(z.object({ field: z.array(z.string()).nullable().optional(), message: z.string() }));
const bulkUpdateSchema = z.object({
  productVariantsBulkUpdate: z.object({
    productVariants: z.array(z.object({ id: z.string(), availableForSale: z.boolean() })).nullable(),
    userErrors,
  }),
});
const webhookCreateSchema = z.object({
  webhookSubscriptionCreate: z.object({
    webhookSubscription: z.object({ id: z.string(), topic: z.string() }).nullable(),
    userErrors,
  }),
});

export type ShopifyAdminConfig = {
  storeDomain: string;
  adminToken: string;
  apiBase?: string;
  /** Retries after a 429, a THROTTLED answer, or (for calls safe to repeat) a 5xx or network error. */
  retries?: number;
  /** First backoff step when Shopify names no Retry-After; doubles on every retry. */
  backoffMs?: number;
  /** Spacing between calls: Shopify's REST bucket leaks 2 a second, and these mutations cost little. */
  minIntervalMs?: number;
};

/** 'orders/create' → ORDERS_CREATE, the Admin API's topic enum. */
export const topicEnum = (topic: string) => topic.replace("/", "_").toUpperCase();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure worth another attempt, and how long to wait first. */
class Retryable extends Error {
  constructor(
    readonly cause: ShopifyError,
    readonly waitMs: number | undefined,
    /** Shopify did not act on it (429, THROTTLED): safe to repeat any call. */
    readonly notActedOn: boolean,
  ) {
    super(cause.message);
  }
}

/** What every call of one admin client shares: where, with which token, and its pace. */
type AdminContext = {
  url: string;
  adminToken: string;
  retries: number;
  backoffMs: number;
  minIntervalMs: number;
  nextSlot: number;
};

/** Waits for this call's turn: calls are spaced minIntervalMs apart, in the order they came. */
async function paced(ctx: AdminContext) {
  const now = Date.now();
  const at = Math.max(now, ctx.nextSlot);
  ctx.nextSlot = at + ctx.minIntervalMs;
  if (at > now) await sleep(at - now);
}

async function post(ctx: AdminContext, query: string, variables: object) {
  try {
    return await fetch(ctx.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Access-Token": ctx.adminToken },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    // fetch says only "fetch failed": name the network's own reason (ECONNRESET, ECONNREFUSED, …).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
    const reason = cause ? ` (${(cause as NodeJS.ErrnoException).code ?? cause.message})` : "";
    const message = `Error calling Shopify: ${error instanceof Error ? error.message : String(error)}${reason}`;
    throw new Retryable(new ShopifyError(message), undefined, false);
  }
}

/** An HTTP answer that is not a GraphQL one: thrown, retryable where Shopify may answer later. */
async function failOnStatus(response: Response) {
  if (response.status === 402) throw new ShopifyError("Shopify API access requires an active billing plan", 402);
  if (response.status === 429 || response.status >= 500) {
    await response.arrayBuffer().catch(() => undefined);
    const error = new ShopifyError(`HTTP error! status: ${response.status}`, response.status);
    const waitMs = retryAfterMs(response.headers.get("Retry-After"), Number.NaN);
    throw new Retryable(error, Number.isNaN(waitMs) ? undefined : waitMs, response.status === 429);
  }
  if (!response.ok) throw new ShopifyError(`HTTP error! status: ${response.status}`, response.status);
}

async function attempt<T extends z.ZodType>(
  ctx: AdminContext,
  name: string,
  query: string,
  variables: object,
  shape: T,
) {
  await paced(ctx);
  const response = await post(ctx, query, variables);
  await failOnStatus(response);
  const body = (await response.json().catch(() => null)) as {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string } }[];
  } | null;
  if (body?.errors?.length) {
    const error = new ShopifyError(`Error calling Shopify: ${body.errors.map((each) => each.message).join(", ")}`);
    // GraphQL's rate limit: the query cost more than the bucket held, nothing was done.
    if (body.errors.some((each) => each.extensions?.code === "THROTTLED")) throw new Retryable(error, undefined, true);
    throw error;
  }
  const parsed = shape.safeParse(body?.data);
  if (!parsed.success) throw new ShopifyError(`Error calling Shopify: unexpected answer to ${name}`);
  return parsed.data as z.infer<T>;
}

/**
 * One Admin API call, paced and retried like the partner clients: a 429 or THROTTLED answer
 * always (Retry-After honoured), a 5xx or network error only when `idempotent` (otherwise
 * Shopify may have acted already).
 */
async function request<T extends z.ZodType>(
  ctx: AdminContext,
  name: string,
  query: string,
  variables: object,
  shape: T,
  idempotent: boolean,
) {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt(ctx, name, query, variables, shape);
    } catch (error) {
      if (!(error instanceof Retryable)) throw error;
      if (tries >= ctx.retries || !(error.notActedOn || idempotent)) throw error.cause;
      const waitMs = error.waitMs ?? ctx.backoffMs * 2 ** tries;
      log.warn({ query: name, status: error.cause.status, waitMs }, "Shopify Admin API call retried");
      await sleep(waitMs);
    }
  }
}

function failOn(name: string, errors: z.infer<typeof userErrors>) {
  if (!errors.length) return;
  const error = new ShopifyError(`Error calling Shopify: ${errors.map((e) => e.message).join(", ")}`);
  log.error({ query: name }, error.message);
  throw error;
}

export function createShopifyAdminClient(config: ShopifyAdminConfig) {
  const base = (config.apiBase ?? `https://${config.storeDomain}`).replace(/\/$/, "");
  const ctx: AdminContext = {
    url: `${base}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`,
    adminToken: config.adminToken,
    retries: config.retries ?? 3,
    backoffMs: config.backoffMs ?? 1000,
    minIntervalMs: config.minIntervalMs ?? 500,
    nextSlot: 0,
  };

  return {
    /** Makes some variants of one product available for sale or not. */
    async setVariantsAvailability(productId: string, variants: { id: string; available: boolean }[]) {
      const input = variants.map((variant) => ({
        id: variant.id,
        inventoryPolicy: variant.available ? "CONTINUE" : "DENY",
        inventoryItem: { tracked: !variant.available },
      }));
      const answer = await request(
        ctx,
        "SetVariantsAvailability",
        SET_VARIANTS_AVAILABILITY_MUTATION,
        { productId, variants: input },
        bulkUpdateSchema,
        true,
      );
      failOn("SetVariantsAvailability", answer.productVariantsBulkUpdate.userErrors);
      return answer.productVariantsBulkUpdate.productVariants ?? [];
    },
    async registerWebhook(topic: string, callbackUrl: string) {
      const answer = await request(
        ctx,
        "WebhookSubscriptionCreate",
        WEBHOOK_SUBSCRIPTION_CREATE_MUTATION,
        { topic: topicEnum(topic), webhookSubscription: { callbackUrl, format: "JSON" } },
        webhookCreateSchema,
        false,
      );
      failOn("WebhookSubscriptionCreate", answer.webhookSubscriptionCreate.userErrors);
      return answer.webhookSubscriptionCreate.webhookSubscription;
    },
  };
}

export type ShopifyAdminClient = ReturnType<typeof createShopifyAdminClient>;
