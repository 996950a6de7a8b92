// The partner port's proof: a made-up third partner ("Stitchly", tests/fakes/stitchly-server.ts)
// is one small adapter registered at run time, and the same code the real partners use syncs its
// catalogue, sends its part of an order, follows its webhook, registers its webhook URL and
// shows it on the Product Management card.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  PartnerRefusal,
  requireLinkedLines,
  type FulfilmentPartner,
  type PartnerView,
} from "~/integrations/partner-port";
import { fulfilmentPartners, registerPartner } from "~/integrations/partners.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { createPartnerFetch } from "~/lib/partner-fetch.server";
import { productByExternalId, runSync } from "../../../tests/support/sync-fixtures";
import { loadSyncCard } from "~/modules/catalog-sync/index.server";
import { placeOrder } from "~/modules/checkout/index.server";
import { sandboxProvider, payForOrder } from "~/modules/payments/index.server";
import { card, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { startFakeStitchly, type FakeStitchly } from "../../../tests/fakes/stitchly-server";
import { partsOf, runFulfilmentJobs, startPartnerFakes } from "../../../tests/support/fulfilment-fixtures";
import { externalIdOf } from "./partners.server";
import { registerPartnerWebhooks } from "~/integrations/partner-webhooks.server";
import { respondToPartnerWebhook } from "./webhooks.server";

const TOKEN = "stitchly-test-token";

const variant = z.object({
  id: z.number(),
  size: z.string(),
  colour: z.string(),
  price_cents: z.number(),
  in_stock: z.boolean(),
});
const product = z.object({ id: z.number(), title: z.string(), image: z.string(), variants: z.array(variant) });
const order = z.object({
  id: z.string(),
  reference: z.string(),
  state: z.string(),
  tracking: z.array(z.string()),
  charge_cents: z.number(),
});

const viewOf = (answer: z.infer<typeof order>): PartnerView => ({
  state:
    ({ received: "accepted", printing: "in_production", posted: "shipped", cancelled: "cancelled" } as const)[
      answer.state as "received"
    ] ?? "accepted",
  shipments: answer.tracking.map((number) => ({ carrier: null, trackingNumber: number, trackingUrl: null })),
  costs: { currency: "USD", totalCents: answer.charge_cents },
});

/** The whole adapter: what a new partner's folder would hold, over the fake's made-up API. */
function stitchlyPartner(baseUrl: string): FulfilmentPartner {
  return {
    id: "stitchly",
    displayName: "Stitchly",
    tokenVariable: "STITCHLY_API_TOKEN",
    catalogueLocation: {
      key: "studioId",
      name: "Studio ID",
      label: "Stitchly studio ID",
      required: false,
      variable: "STITCHLY_STUDIO_ID",
    },
    configured: () => true,
    configuredLocation: () => undefined,
    toProduction: () => true,
    connect(_config, tuning) {
      const http = createPartnerFetch({
        partner: "Stitchly",
        baseUrl,
        token: TOKEN,
        requestsPerMinute: 600,
        errorMessage: (body) => (body as { problem?: string } | null)?.problem,
        ...tuning,
      });
      const find = async (reference: string) =>
        (await http.request(`/orders?reference=${reference}`, z.object({ items: z.array(order) }))).items[0];
      return {
        stats: http.stats,
        describeAccount: async () => "Connected to Stitchly",
        resolveCatalogueLocation: async (given) => given ?? 1,
        listLocations: async () => [],
        async listProducts(_studio, cursor = 1) {
          const page = await http.request(
            `/products?page=${cursor}`,
            z.object({ items: z.array(product), pages: z.number(), count: z.number() }),
          );
          return {
            total: page.count,
            next: cursor < page.pages ? cursor + 1 : undefined,
            products: page.items.map((item) => async () => ({
              ok: true as const,
              product: {
                externalId: String(item.id),
                name: item.title,
                description: "",
                category: "tees",
                images: [item.image],
                colorImages: {},
                variants: item.variants.map((v) => ({
                  partnerVariantId: String(v.id),
                  size: v.size,
                  color: v.colour,
                  price: v.price_cents,
                  available: v.in_stock,
                  sku: null,
                })),
              },
            })),
          };
        },
        async submitOrder(_studio, submission) {
          requireLinkedLines(submission.lines, "Stitchly");
          if (submission.address.countryCode === "AQ") throw new PartnerRefusal("Stitchly does not post to Antarctica");
          const created =
            (await find(submission.externalId)) ??
            (await http.request("/orders", order, {
              method: "POST",
              body: {
                reference: submission.externalId,
                lines: submission.lines.map((line) => ({ variant: Number(line.partnerVariantId), qty: line.quantity })),
                ship_to: { name: submission.address.name, country: submission.address.countryCode },
              },
            }));
          return { partnerOrderId: created.id, view: viewOf(created) };
        },
        async findOrder(_studio, externalId) {
          const found = await find(externalId);
          return found ? { partnerOrderId: found.id, view: viewOf(found) } : null;
        },
        viewOrder: async (_studio, id) => viewOf(await http.request(`/orders/${id}`, order)),
        async cancelOrder(_studio, id) {
          await http.request(`/orders/${id}/cancel`, order, { method: "POST", idempotent: true });
        },
        async registerWebhooks(url) {
          await http.request("/hook", z.object({ url: z.string() }), {
            method: "POST",
            body: { url },
            idempotent: true,
          });
          return `Stitchly: → ${url}`;
        },
      };
    },
    parseWebhook(body) {
      const parsed = z
        .object({ event: z.string(), order: z.string(), reference: z.string().optional() })
        .safeParse(body);
      return parsed.success
        ? { type: parsed.data.event, partnerOrderId: parsed.data.order, externalId: parsed.data.reference }
        : null;
    },
  };
}

let stitchly: FakeStitchly;
let unregister: () => void;
let fakes: Awaited<ReturnType<typeof startPartnerFakes>>;

beforeAll(async () => {
  fakes = await startPartnerFakes();
  stitchly = await startFakeStitchly({
    token: TOKEN,
    products: [1, 2, 3].map((id) => ({
      id,
      title: `Stitched Tee ${id}`,
      image: `https://images.stitchly.test/${id}.png`,
      variants: [
        { id: id * 10 + 1, size: "S", colour: "Lilac", price_cents: 2500 + id, in_stock: true },
        { id: id * 10 + 2, size: "M", colour: "Lilac", price_cents: 2600 + id, in_stock: id !== 3 },
      ],
    })),
  });
  unregister = registerPartner(stitchlyPartner(stitchly.url));
}, 60_000);
afterAll(async () => {
  unregister?.();
  await stitchly?.close();
  await fakes?.printful.close();
  await fakes?.printify.close();
});

describe("a third partner through the port", () => {
  it("is listed after the real partners, and a partner id or location key cannot be registered twice", () => {
    expect(fulfilmentPartners().map((partner) => partner.id)).toEqual(["printful", "printify", "stitchly"]);
    expect(() => registerPartner(stitchlyPartner(stitchly.url))).toThrow(/registered already/);
    expect(() => registerPartner({ ...stitchlyPartner(stitchly.url), id: "manual" })).toThrow(/reserved/);
  });

  it(
    "syncs its catalogue page by page into products and variants, then refreshes inventory",
    { timeout: 60_000 },
    async () => {
      const run = await runSync("stitchly");
      expect(run).toMatchObject({ status: "done", total: 3, created: 3, error: null, params: { studioId: 1 } });
      const tee = await productByExternalId("stitchly", "3");
      expect(tee).toMatchObject({ name: "Stitched Tee 3", source: "stitchly", basePrice: 2503, isActive: true });
      expect(tee!.variants.map((v) => [v.size, v.color, v.price, v.available, v.partnerVariantId])).toEqual([
        ["M", "Lilac", 2603, false, "32"],
        ["S", "Lilac", 2503, true, "31"],
      ]);

      const inventory = await runSync("inventory");
      expect(inventory.status).toBe("done");
      expect(stitchly.count("/products")).toBe(4); // two pages, twice
    },
  );

  it(
    "sends its part of a paid order once, follows its webhook to shipped, and registers its webhook URL",
    { timeout: 60_000 },
    async () => {
      const product = await productByExternalId("stitchly", "1");
      const userId = await makeUser();
      const { order: placed } = await placeOrder({
        userId,
        checkoutKey: randomUUID(),
        lines: [{ productId: product!.id, size: "M", color: "Lilac", quantity: 2 }],
        shipping: { ...shipping, email: `${randomUUID().slice(0, 8)}@example.test` },
      });
      await payForOrder({ orderId: placed.id, userId, card: card("4242424242424242") }, sandboxProvider);
      expect(await runFulfilmentJobs(placed.id)).toBe(0);

      expect(stitchly.orders).toHaveLength(1);
      const sent = stitchly.orders[0]!;
      expect(sent).toMatchObject({
        reference: externalIdOf(placed.id),
        lines: [{ variant: 12, qty: 2 }],
        state: "received",
      });
      const [part] = await partsOf(placed.id);
      expect(part).toMatchObject({
        partner: "stitchly",
        partnerOrderId: sent.id,
        partnerStoreId: "1",
        state: "accepted",
      });
      const [processing] = await db.select().from(schema.orders).where(eq(schema.orders.id, placed.id));
      expect(processing!.status).toBe("processing");

      // The partner posts it; its webhook is only a hint: the order is re-fetched through the adapter.
      stitchly.post(sent.id, "ST123456");
      const body = { event: "posted", order: sent.id };
      const answer = await respondToPartnerWebhook(
        "stitchly",
        env.PARTNER_WEBHOOK_SECRET,
        new Request(`http://store.test/webhooks/stitchly/${env.PARTNER_WEBHOOK_SECRET}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
      expect(await answer.json()).toEqual({ received: true, applied: true });
      const [shipped] = await db
        .select()
        .from(schema.partnerOrders)
        .where(and(eq(schema.partnerOrders.orderId, placed.id), eq(schema.partnerOrders.partner, "stitchly")));
      expect(shipped).toMatchObject({
        state: "shipped",
        shipments: [{ carrier: null, trackingNumber: "ST123456", trackingUrl: null }],
      });
      expect(stitchly.orders).toHaveLength(1);

      const lines = await registerPartnerWebhooks({ ...env, SITE_URL: "https://shop.example.test" });
      expect(lines.at(-1)).toBe("Stitchly: → https://shop.example.test/webhooks/stitchly/<secret>");
      expect(stitchly.hooks).toEqual([`https://shop.example.test/webhooks/stitchly/${env.PARTNER_WEBHOOK_SECRET}`]);
    },
  );

  it("has its own section on the Product Management card, named by the adapter", async () => {
    const card = await loadSyncCard({ withShops: true });
    expect(card.partners.map((partner) => [partner.id, partner.name, partner.configured])).toEqual([
      ["printful", "Printful", true],
      ["printify", "Printify", true],
      ["stitchly", "Stitchly", true],
    ]);
    expect(card.runs.stitchly?.latest).toMatchObject({ partner: "stitchly", status: "done" });
  });
});
