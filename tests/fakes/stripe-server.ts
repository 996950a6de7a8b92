// A local fake of the Stripe API (docs/partner-apis.md shapes): PaymentIntents with Idempotency-Key
// replay, retrieval and refunds, and Stripe Tax (stripe-tax.ts). Tests point the official SDK at it with host/port/protocol.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { fakeStripeTax } from "./stripe-tax";

export type FakePaymentIntent = {
  id: string;
  object: "payment_intent";
  client_secret: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};
/** Stripe's Refund object, the fields our client reads and a few more (docs/partner-apis.md §9, Partial refund). */
export type FakeRefund = {
  id: string;
  object: "refund";
  payment_intent: string;
  amount: number;
  currency: string;
  created: number;
  metadata: Record<string, string>;
  reason: string | null;
  status: string;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Stripe's form encoding: a[b]=c becomes { a: { b: 'c' } }. */
function parseForm(body: string) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head, ...rest] = key.split("[").map((part) => part.replace(/]$/, ""));
    if (rest.length === 0) out[head!] = value;
    else {
      const nested = (out[head!] ??= {}) as Record<string, string>;
      nested[rest.join(".")] = value;
    }
  }
  return out;
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") });
  res.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string, code?: string) => ({ error: { type, message, code } });

/** Stripe's test payment methods, keyed by the test card numbers they stand for. */
const TEST_METHODS: Record<string, { decline?: string; message?: string }> = {
  pm_card_visa: {},
  pm_card_chargeDeclined: { decline: "generic_decline", message: "Your card was declined." },
  pm_card_chargeDeclinedInsufficientFunds: {
    decline: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
};

export type FakeWebhookDelivery = { eventId: string; type: string; status: number; body: string };

export async function startFakeStripe(options: { webhook?: { url: string; secret: string; times?: number } } = {}) {
  const intents = new Map<string, FakePaymentIntent>();
  const refunds: FakeRefund[] = [];
  const replays = new Map<string, { params: string; status: number; body: unknown }>();
  const requests: { method: string; path: string; idempotencyKey?: string; body: Record<string, unknown> }[] = [];
  let failRefunds = false;
  const deliveries: FakeWebhookDelivery[] = [];
  const pendingDeliveries = new Set<Promise<void>>();
  const tax = fakeStripeTax();

  /** Sends an event to the configured endpoint, signed as Stripe signs (and as often as told). */
  function sendEvent(type: string, intent: FakePaymentIntent) {
    const webhook = options.webhook;
    if (!webhook) return;
    const eventId = id("evt");
    const payload = JSON.stringify({
      id: eventId,
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...intent } },
    });
    const delivery = (async () => {
      for (let time = 0; time < (webhook.times ?? 1); time++) {
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhook.secret });
        const response = await fetch(webhook.url, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
          body: payload,
        });
        deliveries.push({ eventId, type, status: response.status, body: await response.text() });
      }
    })();
    pendingDeliveries.add(delivery);
    void delivery.finally(() => pendingDeliveries.delete(delivery));
  }

  const server = createServer(async (req, res) => {
    // Stripe.js calls the API from the shop's pages: answer the browser's CORS checks.
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type");
    if (req.method === "OPTIONS") {
      res.writeHead(204);
      return res.end();
    }
    const raw = await readBody(req);
    const url = new URL(req.url ?? "/", "http://fake");
    const params = parseForm(raw);
    const key = req.headers["idempotency-key"] as string | undefined;
    requests.push({ method: req.method ?? "", path: url.pathname, idempotencyKey: key, body: params });
    const confirmMatch = url.pathname.match(/^\/v1\/payment_intents\/(pi_[a-z0-9]+)\/confirm$/);
    const publishable = Boolean(confirmMatch) && String(req.headers.authorization ?? "").startsWith("Bearer pk_");
    if (!publishable && !String(req.headers.authorization ?? "").startsWith("Bearer sk_")) {
      return send(res, 401, stripeError("invalid_request_error", "Invalid API Key provided"));
    }

    if (req.method === "POST" && key) {
      const replay = replays.get(`${url.pathname} ${key}`);
      if (replay) {
        if (replay.params !== raw) {
          return send(
            res,
            400,
            stripeError("idempotency_error", "Keys for idempotent requests can only be used with the same parameters"),
          );
        }
        res.setHeader("Idempotent-Replayed", "true");
        return send(res, replay.status, replay.body);
      }
    }
    const answer = (status: number, body: unknown) => {
      // Like Stripe: a request refused by validation saves no result; anything that ran does.
      const validationError = status === 400 || status === 404;
      if (req.method === "POST" && key && !validationError) {
        replays.set(`${url.pathname} ${key}`, { params: raw, status, body });
      }
      send(res, status, body);
    };

    if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return answer(
          400,
          stripeError("invalid_request_error", "Invalid integer: amount", "parameter_invalid_integer"),
        );
      }
      const intentId = id("pi");
      const intent: FakePaymentIntent = {
        id: intentId,
        object: "payment_intent",
        client_secret: `${intentId}_secret_${randomBytes(8).toString("hex")}`,
        status: "requires_payment_method",
        amount,
        currency: String(params.currency ?? "usd"),
        metadata: (params.metadata as Record<string, string>) ?? {},
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(intentId, intent);
      return answer(200, intent);
    }
    if (req.method === "POST" && confirmMatch) {
      // What Stripe.js's confirmPayment does with the client secret and the customer's card.
      const intent = intents.get(confirmMatch[1]!);
      if (!intent || (publishable && params.client_secret !== intent.client_secret)) {
        return send(res, 404, stripeError("invalid_request_error", "No such payment_intent", "resource_missing"));
      }
      if (intent.status === "succeeded") {
        return send(
          res,
          400,
          stripeError(
            "invalid_request_error",
            "This PaymentIntent has already succeeded",
            "payment_intent_unexpected_state",
          ),
        );
      }
      const method = TEST_METHODS[String(params.payment_method)];
      if (!method)
        return send(res, 400, stripeError("invalid_request_error", "No such PaymentMethod", "resource_missing"));
      if (method.decline) {
        intent.status = "requires_payment_method";
        sendEvent("payment_intent.payment_failed", intent);
        return send(res, 402, {
          error: {
            type: "card_error",
            code: "card_declined",
            decline_code: method.decline,
            message: method.message,
            payment_intent: intent,
          },
        });
      }
      intent.status = "succeeded";
      sendEvent("payment_intent.succeeded", intent);
      return send(res, 200, intent);
    }
    const cancelMatch = url.pathname.match(/^\/v1\/payment_intents\/(pi_[a-z0-9]+)\/cancel$/);
    if (req.method === "POST" && cancelMatch) {
      const intent = intents.get(cancelMatch[1]!);
      if (!intent)
        return answer(404, stripeError("invalid_request_error", "No such payment_intent", "resource_missing"));
      if (intent.status === "succeeded" || intent.status === "canceled") {
        return answer(
          400,
          stripeError(
            "invalid_request_error",
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            "payment_intent_unexpected_state",
          ),
        );
      }
      intent.status = "canceled";
      sendEvent("payment_intent.canceled", intent);
      return answer(200, intent);
    }
    const intentMatch = url.pathname.match(/^\/v1\/payment_intents\/(pi_[a-z0-9]+)$/);
    if (req.method === "GET" && intentMatch) {
      const intent = intents.get(intentMatch[1]!);
      if (!intent)
        return send(res, 404, stripeError("invalid_request_error", "No such payment_intent", "resource_missing"));
      return send(res, 200, intent);
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const intent = intents.get(String(params.payment_intent));
      if (!intent)
        return answer(404, stripeError("invalid_request_error", "No such payment_intent", "resource_missing"));
      // An outage: the connection drops before Stripe saw the request, so nothing is saved.
      if (failRefunds) return req.socket.destroy();
      if (intent.status !== "succeeded") {
        return answer(
          400,
          stripeError("invalid_request_error", "This PaymentIntent has no successful charge to refund"),
        );
      }
      const refunded = refunds
        .filter((refund) => refund.payment_intent === intent.id)
        .reduce((sum, r) => sum + r.amount, 0);
      const left = intent.amount - refunded;
      // Without an amount, the whole remaining amount is refunded; a charge may be refunded in
      // parts until nothing is left, never more than what is left.
      const amount = params.amount ? Number(params.amount) : left;
      if (left === 0) {
        return answer(
          400,
          stripeError(
            "invalid_request_error",
            `Charge for ${intent.id} has already been refunded.`,
            "charge_already_refunded",
          ),
        );
      }
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
        return answer(
          400,
          stripeError(
            "invalid_request_error",
            `Refund amount (${amount}) is greater than the unrefunded amount on charge (${left})`,
            "amount_too_large",
          ),
        );
      }
      const refund: FakeRefund = {
        id: id("re"),
        object: "refund",
        payment_intent: intent.id,
        amount,
        currency: intent.currency,
        created: Math.floor(Date.now() / 1000),
        metadata: {},
        reason: typeof params.reason === "string" ? params.reason : null,
        status: "succeeded",
      };
      refunds.push(refund);
      return answer(200, refund);
    }
    if (tax.handle(req.method ?? "", url.pathname, params, answer)) return;
    send(res, 404, stripeError("invalid_request_error", `Unrecognized request URL (${req.method}: ${url.pathname})`));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    /** Stripe Tax: its calculations, transactions and reversals, and failCalculations(true) for a 500. */
    tax,
    /** What the browser's confirmation would do to the intent. */
    setIntentStatus(intentId: string, status: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = status;
      return intent;
    },
    failRefunds(value: boolean) {
      failRefunds = value;
    },
    /** Webhook deliveries made so far (after waiting for any in flight). */
    async webhookDeliveries() {
      await Promise.all([...pendingDeliveries]);
      return deliveries;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
