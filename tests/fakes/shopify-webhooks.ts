// Shopify's webhook deliveries as the fake store sends them: an order payload in the Admin REST
// shape, signed with the shared secret (base64 HMAC-SHA256 of the raw body) and its headers.
import { createHmac, randomUUID } from "node:crypto";

export const FAKE_WEBHOOK_SECRET = "fake-shopify-webhook-secret";

let nextOrder = 1000;

export type FakeOrderOptions = {
  id?: number;
  email?: string;
  updatedAt?: string;
  createdAt?: string;
  financialStatus?: string;
  fulfillmentStatus?: string | null;
  cancelledAt?: string | null;
  trackingNumber?: string;
  name?: string;
};

/** An order resource as the orders/* topics carry it: two lines, shipping, a US address. */
export function shopifyOrder(options: FakeOrderOptions = {}) {
  const id = options.id ?? 5_000_000 + ++nextOrder;
  const email = options.email ?? `shopper-${id}@example.test`;
  const at = options.createdAt ?? new Date().toISOString();
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    name: options.name ?? `#${id - 5_000_000}`,
    email,
    contact_email: email,
    created_at: at,
    updated_at: options.updatedAt ?? at,
    cancelled_at: options.cancelledAt ?? null,
    financial_status: options.financialStatus ?? "pending",
    fulfillment_status: options.fulfillmentStatus ?? null,
    currency: "USD",
    total_price: "60.50",
    subtotal_price: "54.50",
    total_shipping_price_set: { shop_money: { amount: "6.00", currency_code: "USD" } },
    customer: { id: id + 1, email, first_name: "Robin", last_name: "Shopper" },
    shipping_address: {
      first_name: "Robin",
      last_name: "Shopper",
      name: "Robin Shopper",
      address1: "12 Pastel Lane",
      address2: "Apt 3",
      city: "Portland",
      province: "Oregon",
      province_code: "OR",
      zip: "97201",
      country: "United States",
      country_code: "US",
    },
    line_items: [
      {
        id: id * 10 + 1,
        product_id: 1,
        title: "Cloud Tee",
        variant_title: "M / Lilac",
        sku: "PF-TEE-M-LILAC",
        quantity: 1,
        price: "25.00",
      },
      {
        id: id * 10 + 2,
        product_id: 3,
        title: "Sticker 03",
        variant_title: null,
        sku: "PY-STICKER-03",
        quantity: 5,
        price: "5.90",
      },
    ],
    fulfillments: options.trackingNumber
      ? [
          {
            id: id + 2,
            status: "success",
            tracking_company: "USPS",
            tracking_number: options.trackingNumber,
            tracking_numbers: [options.trackingNumber],
          },
        ]
      : [],
  };
}

export function signBody(rawBody: string, secret = FAKE_WEBHOOK_SECRET) {
  return createHmac("sha256", secret).update(rawBody, "utf8").digest("base64");
}

/** One signed delivery to `url`; `hmac` overrides the signature (null: header missing). */
export function webhookRequest(
  url: string,
  topic: string,
  body: unknown,
  options: { id?: string; secret?: string; hmac?: string | null } = {},
) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "X-Shopify-Topic": topic,
    "X-Shopify-Webhook-Id": options.id ?? randomUUID(),
    "X-Shopify-Shop-Domain": "softdrop-test.myshopify.com",
    "X-Shopify-API-Version": "2025-07",
  };
  const hmac = options.hmac === undefined ? signBody(raw, options.secret) : options.hmac;
  if (hmac !== null) headers["X-Shopify-Hmac-Sha256"] = hmac;
  return new Request(url, { method: "POST", headers, body: raw });
}

/** Delivers over HTTP, as Shopify does, to a running store. */
export function deliverWebhook(...args: Parameters<typeof webhookRequest>) {
  return fetch(webhookRequest(...args));
}
