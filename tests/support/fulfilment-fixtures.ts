// Test data for the fulfilment integration tests: both fakes with a synced catalogue, a paid order
// of their products, and running the fulfilment jobs as a worker would (imported by tests only).
import { randomUUID } from "node:crypto";
import { printifySigningSecret, signPrintifyBody } from "~/integrations/printify/webhook-signature.server";
import { and, eq, inArray, sql } from "drizzle-orm";
import { env } from "~/lib/env.server";
import { db, schema } from "~/lib/db.server";
import { runNextJob } from "~/lib/jobs.server";
import { runSync, useFakePartners as pointEnvAtFakes } from "./sync-fixtures";
import { placeOrder } from "~/modules/checkout/index.server";
import { sandboxProvider, payForOrder } from "~/modules/payments/index.server";
import { card, makeProduct, makeUser, shipping } from "./checkout-fixtures";
import { printfulProduct, startFakePrintful } from "../fakes/printful-server";
import { printifyProduct, startFakePrintify } from "../fakes/printify-server";
import {
  handleCancelPartnerOrdersJob,
  handleReconcilePartnerOrdersJob,
  fulfilmentTuning,
  handleFulfilOrderJob,
} from "~/modules/fulfilment/index.server";
import { CANCEL_PARTNER_ORDERS_JOB, FULFIL_ORDER_JOB, RECONCILE_PARTNER_ORDERS_JOB } from "~/modules/fulfilment";

export const WEBHOOK_SECRET = "whsec-integration-0123456789";

export const fulfilmentHandlers = {
  [FULFIL_ORDER_JOB]: handleFulfilOrderJob,
  [CANCEL_PARTNER_ORDERS_JOB]: handleCancelPartnerOrdersJob,
  [RECONCILE_PARTNER_ORDERS_JOB]: handleReconcilePartnerOrdersJob,
};

/** Both fakes with one product each, synced into the catalogue; env pointed at them. */
export async function startPartnerFakes() {
  const printful = await startFakePrintful({
    token: "pf-integration-token-7f3a",
    stores: [
      {
        id: 77,
        name: "Softdrop",
        type: "native",
        products: [printfulProduct({ id: 301, name: "Fulfil Hoodie", sizes: ["S", "M"], colors: ["White"] })],
      },
    ],
  });
  const printify = await startFakePrintify({
    token: "py-integration-token-91c2",
    shops: [
      {
        id: 9,
        title: "Pastel",
        sales_channel: "custom_integration",
        products: [printifyProduct({ id: "f1", title: "Fulfil Crewneck", shopId: 9, sizes: ["S", "M"] })],
      },
    ],
  });
  pointEnvAtFakes({ printful: printful.url, printify: printify.url });
  Object.assign(env, { PARTNER_WEBHOOK_SECRET: WEBHOOK_SECRET, PRINTFUL_CONFIRM_ORDERS: true });
  Object.assign(fulfilmentTuning, { requestsPerMinute: 600_000, backoffMs: 5, timeoutMs: 2000 });
  await runSync("printful", { storeId: 77 });
  await runSync("printify", { shopId: 9 });
  return { printful, printify };
}

export async function productId(source: string, name: string) {
  const [product] = await db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.source, source), eq(schema.products.name, name)));
  return product!.id;
}

/** A paid order of the partners' products (and a demo product when asked); its fulfilment job is queued. */
export async function paidOrder(options: {
  printful?: boolean;
  printify?: boolean;
  demo?: boolean;
  pay?: boolean;
  address?: Partial<typeof shipping>;
}) {
  const userId = await makeUser();
  const lines = [];
  if (options.printful) {
    lines.push({ productId: await productId("printful", "Fulfil Hoodie"), size: "M", color: "White", quantity: 2 });
  }
  if (options.printify) {
    lines.push({ productId: await productId("printify", "Fulfil Crewneck"), size: "S", color: "Black", quantity: 1 });
  }
  if (options.demo) {
    const demo = await makeProduct({ name: `Demo ${randomUUID().slice(0, 4)}` });
    lines.push({ productId: demo.id, size: "S", color: "White", quantity: 1 });
  }
  const email = `${randomUUID().slice(0, 8)}@example.test`;
  const { order } = await placeOrder({
    userId,
    checkoutKey: randomUUID(),
    lines,
    shipping: { ...shipping, email, ...options.address },
  });
  if (options.pay !== false) {
    await payForOrder({ orderId: order.id, userId, card: card("4242424242424242") }, sandboxProvider);
  }
  return { orderId: order.id, userId, email };
}

/** Runs the queued fulfilment jobs of one order now (backoff skipped), as a worker would; answers how many failed. */
export async function runFulfilmentJobs(orderId: string) {
  let failures = 0;
  for (let round = 0; round < 5; round++) {
    const due = await db
      .select({ id: schema.jobs.id, lastError: schema.jobs.lastError })
      .from(schema.jobs)
      .where(
        and(
          inArray(schema.jobs.type, [FULFIL_ORDER_JOB, CANCEL_PARTNER_ORDERS_JOB]),
          eq(schema.jobs.status, "queued"),
          sql`${schema.jobs.payload}->>'orderId' = ${orderId}`,
        ),
      );
    if (!due.length) break;
    for (const job of due) {
      await db
        .update(schema.jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(schema.jobs.id, job.id));
      await runNextJob(fulfilmentHandlers, job.id);
      const [after] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, job.id));
      if (after?.status !== "done") failures++;
    }
    if (failures) break;
  }
  return failures;
}

export async function partsOf(orderId: string) {
  return db
    .select()
    .from(schema.partnerOrders)
    .where(eq(schema.partnerOrders.orderId, orderId))
    .orderBy(schema.partnerOrders.partner);
}

/** A partner's webhook request; Printify's signed as Printify signs them (X-Pfy-Signature). */
export function webhookRequest(partner: "printful" | "printify", body: unknown, secret = WEBHOOK_SECRET) {
  const raw = JSON.stringify(body);
  const signature =
    partner === "printify"
      ? { "X-Pfy-Signature": signPrintifyBody(raw, printifySigningSecret(WEBHOOK_SECRET)) }
      : ({} as Record<string, string>);
  return new Request(`http://store.test/webhooks/${partner}/${secret}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...signature },
    body: raw,
  });
}
