// The fulfilment part of `npm run bench`, in its own process with a fresh embedded database:
// a worker at its default poll interval sends paid orders to the Printful fake; we time payment →
// partner order, and partner shipment (webhook) → status email queued.
//   BENCH_FULFIL_ORDERS (20) sets how many orders are timed.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { printfulProduct, startFakePrintful } from "../tests/fakes/printful-server";
import { bounded, printTable, seconds, type Row } from "./bench/table";

const count = Number(process.env.BENCH_FULFIL_ORDERS ?? 20);
const dataDir = mkdtempSync(path.join(tmpdir(), "softdrop-bench-fulfil-"));
const SECRET = "bench-partner-webhook-secret";
Object.assign(process.env, { DATA_DIR: dataDir, LOG_LEVEL: "silent", RUN_WORKER: "false" });

const printful = await startFakePrintful({
  token: "bench",
  stores: [{ id: 1, name: "Bench", type: "native", products: [printfulProduct({ id: 1, name: "Bench Tee" })] }],
});
Object.assign(process.env, {
  PRINTFUL_API_TOKEN: "bench",
  PRINTFUL_API_BASE: printful.url,
  PARTNER_WEBHOOK_SECRET: SECRET,
});

const { closeDb, db, migrate, schema } = await import("~/lib/db.server");
const { runWorker } = await import("~/lib/jobs.server");
const { jobHandlers } = await import("../server/job-handlers");
const { SEND_EMAIL_JOB } = await import("~/integrations/mail/mailer.server");
const { runSync } = await import("../tests/support/sync-fixtures");
const { sandboxProvider } = await import("~/modules/payments/index.server");
const { payForOrder } = await import("~/modules/payments/index.server");
const { placeOrder } = await import("~/modules/checkout/index.server");
const { card, makeUser, shipping } = await import("../tests/support/checkout-fixtures");
const { respondToPartnerWebhook } = await import("~/modules/fulfilment/index.server");
const { and, eq, sql } = await import("drizzle-orm");

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stop = new AbortController();
try {
  await migrate();
  await runSync("printful", { storeId: 1 });
  const [product] = await db.select().from(schema.products).where(eq(schema.products.source, "printful"));
  // The worker as `npm start` runs it: default poll interval, every job type.
  const worker = runWorker(jobHandlers, stop.signal);
  const toPartner: number[] = [];
  const toEmail: number[] = [];
  for (let i = 0; i < count; i++) {
    const userId = await makeUser();
    const { order } = await placeOrder({
      userId,
      checkoutKey: randomUUID(),
      lines: [{ productId: product!.id, size: "M", color: "White", quantity: 1 }],
      shipping: { ...shipping, email: `bench-${i}@example.test` },
    });
    const externalId = order.id.replace(/-/g, "");
    const paidAt = performance.now();
    await payForOrder({ orderId: order.id, userId, card: card("4242424242424242") }, sandboxProvider);
    while (!printful.orderFor(externalId)) await sleep(5);
    toPartner.push(performance.now() - paidAt);
    // Wait until our side has recorded it, then the partner ships and tells us.
    for (;;) {
      const [part] = await db.select().from(schema.partnerOrders).where(eq(schema.partnerOrders.orderId, order.id));
      if (part?.state === "accepted") break;
      await sleep(5);
    }
    const shippedAt = performance.now();
    const event = printful.ship(externalId, { number: `BENCH${i}` });
    const answer = await respondToPartnerWebhook(
      "printful",
      SECRET,
      new Request(`http://bench/webhooks/printful/${SECRET}`, { method: "POST", body: JSON.stringify(event) }),
    );
    if (answer.status !== 200) throw new Error(`webhook answered ${answer.status}`);
    for (;;) {
      const [mail] = await db
        .select({ id: schema.jobs.id })
        .from(schema.jobs)
        .where(
          and(
            eq(schema.jobs.type, SEND_EMAIL_JOB),
            sql`${schema.jobs.payload}->>'to' = ${`bench-${i}@example.test`}`,
            sql`${schema.jobs.payload}->>'subject' like '% is shipped'`,
          ),
        );
      if (mail) break;
      await sleep(5);
    }
    toEmail.push(performance.now() - shippedAt);
  }
  stop.abort();
  await worker;
  const rows: Row[] = [
    bounded(
      `payment → partner order, median (${count} orders, worker polling every 1 s)`,
      percentile(toPartner, 0.5),
      { max: 60_000 },
      seconds,
    ),
    bounded("payment → partner order, p99", percentile(toPartner, 0.99), { max: 60_000 }, seconds),
    bounded(
      "partner shipment (webhook) → status email queued, median",
      percentile(toEmail, 0.5),
      { max: 60_000 },
      seconds,
    ),
    bounded(
      "partner shipment (webhook) → status email queued, p99",
      percentile(toEmail, 0.99),
      { max: 60_000 },
      seconds,
    ),
  ];
  console.log("\nFulfilment against the Printful fake (PGlite)");
  printTable(rows);
  if (rows.some((row) => row.pass === false)) process.exitCode = 1;
} finally {
  stop.abort();
  await printful.close();
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
}
