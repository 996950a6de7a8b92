// Fulfilment against the Printful and Printify fakes: sending once whatever fails, refusals and
// Retry, webhooks (re-fetched, forward only, one email), reconciliation and cancellation.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { listOrdersForAdmin } from "~/modules/admin/index.server";
import { reload, statusEmails } from "../../../tests/support/admin-fixtures";
import { applyStripeEvent } from "~/modules/payments/index.server";
import { cancelOrder } from "~/modules/orders/index.server";
import type { FakePrintful } from "../../../tests/fakes/printful-server";
import type { FakePrintify } from "../../../tests/fakes/printify-server";
import { handleReconcilePartnerOrdersJob, retryFulfilment } from "./follow-up.server";
import {
  paidOrder,
  partsOf,
  runFulfilmentJobs,
  startPartnerFakes,
  webhookRequest,
} from "../../../tests/support/fulfilment-fixtures";
import { externalIdOf } from "./partners.server";
import { fulfilmentHooks, handleFulfilOrderJob } from "./submit.server";
import { respondToPartnerWebhook } from "./webhooks.server";

let printful: FakePrintful;
let printify: FakePrintify;

beforeAll(async () => {
  ({ printful, printify } = await startPartnerFakes());
}, 60_000);
afterAll(async () => {
  await printful?.close();
  await printify?.close();
});
beforeEach(() => {
  printful.clearFaults();
  printify.clearFaults();
  delete fulfilmentHooks.afterPartnerAnswered;
  Object.assign(env, { PRINTFUL_CONFIRM_ORDERS: true, PRINTIFY_SEND_TO_PRODUCTION: true });
});

const printfulOrdersFor = (orderId: string) =>
  printful.orders.filter((order) => order.external_id === externalIdOf(orderId));
const printifyOrdersFor = (orderId: string) =>
  printify.orders.filter((order) => order.external_id === externalIdOf(orderId));
const webhook = (partner: "printful" | "printify", body: unknown, secret?: string) =>
  respondToPartnerWebhook(
    partner,
    secret ?? webhookRequest(partner, body).url.split("/").pop(),
    webhookRequest(partner, body, secret),
  );

describe("sending a paid order", () => {
  it("splits by partner, sends each part once with the right ids and recipient, marks demo lines manual, moves to processing with one email", async () => {
    const { orderId, email } = await paidOrder({ printful: true, printify: true, demo: true });
    expect(await runFulfilmentJobs(orderId)).toBe(0);

    const [pf] = printfulOrdersFor(orderId);
    expect(printfulOrdersFor(orderId)).toHaveLength(1);
    const hoodie = printful.stores[0]!.products[0]!.sync_variants.find((v) => v.size === "M" && v.color === "White")!;
    expect(pf!.items).toEqual([expect.objectContaining({ sync_variant_id: hoodie.id, quantity: 2 })]);
    expect(pf!.recipient).toMatchObject({
      name: "Robin Vega",
      address1: "1 Pastel Way",
      city: "Portland",
      state_code: "OR",
      country_code: "US",
      zip: "97201",
      email,
    });
    expect(pf!.status).toBe("pending"); // confirmed

    const [py] = printifyOrdersFor(orderId);
    expect(printifyOrdersFor(orderId)).toHaveLength(1);
    const crewneck = printify.shops[0]!.products[0]!;
    const variant = crewneck.variants.find((v) => v.title === "Black / S")!;
    expect(py!.line_items).toEqual([
      expect.objectContaining({ product_id: "f1", variant_id: variant.id, quantity: 1 }),
    ]);
    expect(py!.address_to).toMatchObject({ first_name: "Robin", last_name: "Vega", country: "US", region: "OR" });
    expect(py!.status).toBe("sending-to-production");

    const parts = await partsOf(orderId);
    expect(parts.map((part) => [part.partner, part.state])).toEqual([
      ["manual", "manual"],
      ["printful", "accepted"],
      ["printify", "accepted"],
    ]);
    expect(parts[1]!.partnerOrderId).toBe(String(pf!.id));
    expect(parts[2]!.partnerOrderId).toBe(py!.id);
    expect((await reload(orderId)).status).toBe("processing");
    expect((await statusEmails(email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/is processing$/)]);
  });

  it("the Stripe webhook that marks an order paid queues its fulfilment in the same transaction", async () => {
    const { orderId } = await paidOrder({ printful: true, pay: false });
    expect(await runFulfilmentJobs(orderId)).toBe(0);
    expect(printfulOrdersFor(orderId)).toHaveLength(0); // unpaid: no job, nothing sent
    const order = await reload(orderId);
    const intent = {
      id: `pi_${orderId.slice(0, 8)}`,
      object: "payment_intent",
      client_secret: null,
      status: "succeeded",
      amount: order.totalAmount,
      currency: "usd",
      metadata: { order_id: orderId },
    };
    await applyStripeEvent({ id: `evt_${orderId}`, type: "payment_intent.succeeded", object: intent });
    expect(await runFulfilmentJobs(orderId)).toBe(0);
    expect(printfulOrdersFor(orderId)).toHaveLength(1);
    expect((await reload(orderId)).status).toBe("processing");
  });

  it("a demo-only order stays with the team: manual, no partner call, still pending", async () => {
    const before = printful.orders.length + printify.orders.length;
    const { orderId } = await paidOrder({ demo: true });
    expect(await runFulfilmentJobs(orderId)).toBe(0);
    expect((await partsOf(orderId)).map((part) => part.state)).toEqual(["manual"]);
    expect(printful.orders.length + printify.orders.length).toBe(before);
    expect((await reload(orderId)).status).toBe("pending");
  });

  it("a crash after the partner answered and before our commit, then a retry: still one partner order each", async () => {
    const { orderId } = await paidOrder({ printful: true, printify: true });
    fulfilmentHooks.afterPartnerAnswered = () => Promise.reject(new Error("worker killed"));
    expect(await runFulfilmentJobs(orderId)).toBe(1);
    expect(printfulOrdersFor(orderId)).toHaveLength(1);
    expect(printifyOrdersFor(orderId)).toHaveLength(1);
    expect((await partsOf(orderId)).every((part) => part.state === "new")).toBe(true);

    delete fulfilmentHooks.afterPartnerAnswered;
    expect(await runFulfilmentJobs(orderId)).toBe(0);
    expect(printfulOrdersFor(orderId)).toHaveLength(1);
    expect(printifyOrdersFor(orderId)).toHaveLength(1);
    expect((await partsOf(orderId)).map((part) => part.state)).toEqual(["accepted", "accepted"]);
    expect((await reload(orderId)).status).toBe("processing");
  });

  it("a timeout after the partner created the order: the retry adopts it", async () => {
    const { orderId } = await paidOrder({ printful: true, printify: true });
    printful.slowAfterCreate(2500);
    printify.slowAfterCreate(2500);
    expect(await runFulfilmentJobs(orderId)).toBe(1);
    expect(await runFulfilmentJobs(orderId)).toBe(0);
    expect(printfulOrdersFor(orderId)).toHaveLength(1);
    expect(printifyOrdersFor(orderId)).toHaveLength(1);
    expect((await partsOf(orderId)).map((part) => part.partnerOrderId)).toEqual([
      String(printfulOrdersFor(orderId)[0]!.id),
      printifyOrdersFor(orderId)[0]!.id,
    ]);
  });

  it("two workers racing on one order: one partner order", async () => {
    const { orderId } = await paidOrder({ printful: true });
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.type, "fulfil-order"));
    const results = await Promise.allSettled([
      handleFulfilOrderJob({ orderId }, { jobId: job!.id, attempt: 1 }),
      handleFulfilOrderJob({ orderId }, { jobId: job!.id, attempt: 1 }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
    expect(printfulOrdersFor(orderId)).toHaveLength(1);
    expect((await partsOf(orderId))[0]!.state).toBe("accepted");
  });

  it("429 and 500 answers are retried with backoff and leave the order untouched", async () => {
    const { orderId } = await paidOrder({ printful: true });
    printful.fail({ status: 500, times: 20 });
    expect(await runFulfilmentJobs(orderId)).toBe(1);
    expect(printfulOrdersFor(orderId)).toHaveLength(0);
    expect((await partsOf(orderId))[0]).toMatchObject({ state: "new", lastError: null });
    expect((await reload(orderId)).status).toBe("pending");
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.type, "fulfil-order"));
    expect(job).toBeDefined();

    printful.clearFaults();
    printful.fail({ status: 429, times: 2, retryAfterSeconds: 0 });
    expect(await runFulfilmentJobs(orderId)).toBe(0);
    expect(printfulOrdersFor(orderId)).toHaveLength(1);
    expect((await reload(orderId)).status).toBe("processing");
  });

  it("draft mode leaves partner orders as drafts for the owner to approve", async () => {
    Object.assign(env, { PRINTFUL_CONFIRM_ORDERS: false, PRINTIFY_SEND_TO_PRODUCTION: false });
    const { orderId } = await paidOrder({ printful: true, printify: true });
    expect(await runFulfilmentJobs(orderId)).toBe(0);
    expect(printfulOrdersFor(orderId)[0]!.status).toBe("draft");
    expect(printifyOrdersFor(orderId)[0]!.status).toBe("on-hold");
    expect((await partsOf(orderId)).map((part) => part.state)).toEqual(["draft", "draft"]);
  });

  it("a cancelled order is never submitted", async () => {
    const { orderId, userId } = await paidOrder({ printful: true });
    await cancelOrder(orderId, userId);
    expect(await runFulfilmentJobs(orderId)).toBe(0);
    expect(printfulOrdersFor(orderId)).toHaveLength(0);
  });
});

describe("refusals", () => {
  it("a refusal flags the order on /admin with the partner's message; Retry sends once", async () => {
    const variant = printful.stores[0]!.products[0]!.sync_variants.find((v) => v.size === "M")!;
    variant.availability_status = "discontinued";
    const { orderId } = await paidOrder({ printful: true });
    expect(await runFulfilmentJobs(orderId)).toBe(0); // a refusal is not retried
    expect(printfulOrdersFor(orderId)).toHaveLength(0);
    const failed = await listOrdersForAdmin({ status: "fulfilment-failed", page: 1 });
    const card = failed.orders.find((order) => order.id === orderId)!;
    expect(card.fulfilment).toEqual([
      expect.objectContaining({
        partner: "printful",
        state: "failed",
        lastError: `Item: ${variant.name} is discontinued`,
      }),
    ]);
    expect((await reload(orderId)).status).toBe("pending");

    variant.availability_status = "active"; // fixed at the partner
    expect(await retryFulfilment(orderId)).toEqual({ ok: true, parts: 1 });
    expect(await retryFulfilment(orderId)).toEqual({
      ok: false,
      message: "This order has no failed fulfilment to retry",
    });
    expect(await runFulfilmentJobs(orderId)).toBe(0);
    expect(printfulOrdersFor(orderId)).toHaveLength(1);
    const after = await listOrdersForAdmin({ status: "fulfilment-failed", page: 1 });
    expect(after.orders.some((order) => order.id === orderId)).toBe(false);
  });

  it("an older free-text address without a state code is flagged, not sent", async () => {
    const { orderId } = await paidOrder({ printful: true, address: { state: "Orygun", country: "United States" } });
    expect(await runFulfilmentJobs(orderId)).toBe(0);
    expect(printfulOrdersFor(orderId)).toHaveLength(0);
    expect((await partsOf(orderId))[0]!.lastError).toBe(
      'The shipping address needs a United States state or province code (it says "Orygun")',
    );
  });
});

describe("shipments from webhooks", () => {
  it("wrong secret: 404 and nothing changes", async () => {
    const { orderId } = await paidOrder({ printful: true });
    await runFulfilmentJobs(orderId);
    const body = printful.ship(externalIdOf(orderId), { number: "1Z-WRONG" });
    const answer = await webhook("printful", body, "not-the-secret-at-all");
    expect(answer.status).toBe(404);
    expect((await partsOf(orderId))[0]!.state).toBe("accepted");
    expect((await reload(orderId)).status).toBe("processing");
  });

  it("shipped: tracking stored, one email with number and link; the same webhook twice sends one email", async () => {
    const { orderId, email } = await paidOrder({ printful: true });
    await runFulfilmentJobs(orderId);
    const body = printful.ship(externalIdOf(orderId), { number: "9400111", url: "https://track.test/9400111" });
    expect((await webhook("printful", body)).status).toBe(200);
    expect((await webhook("printful", body)).status).toBe(200);
    const order = await reload(orderId);
    expect(order.status).toBe("shipped");
    expect(order.trackingNumber).toBe("9400111");
    expect((await partsOf(orderId))[0]!.shipments).toEqual([
      { carrier: "USPS", trackingNumber: "9400111", trackingUrl: "https://track.test/9400111" },
    ]);
    const shipped = (await statusEmails(email)).filter((mail) => mail.subject.endsWith("is shipped"));
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.text).toContain("Tracking number: 9400111");
    expect(shipped[0]!.text).toContain("Track package: https://track.test/9400111");
  });

  it("never trusts the body: a forged 'shipped' for an order the partner has not shipped changes nothing", async () => {
    const { orderId } = await paidOrder({ printful: true });
    await runFulfilmentJobs(orderId);
    const forged = {
      type: "package_shipped",
      data: {
        shipment: { tracking_number: "FORGED" },
        order: { id: Number((await partsOf(orderId))[0]!.partnerOrderId), external_id: externalIdOf(orderId) },
      },
    };
    expect((await webhook("printful", forged)).status).toBe(200);
    expect((await reload(orderId)).status).toBe("processing");
    expect((await webhook("printful", { nothing: true })).status).toBe(400);
  });

  it("an order split over two partners is shipped when both parts shipped, with each tracking number", async () => {
    const { orderId, email } = await paidOrder({ printful: true, printify: true });
    await runFulfilmentJobs(orderId);
    await webhook("printful", printful.ship(externalIdOf(orderId), { number: "PF-1" }));
    expect((await reload(orderId)).status).toBe("processing");
    await webhook("printify", printify.ship(externalIdOf(orderId), { number: "PY-2" }));
    const order = await reload(orderId);
    expect(order.status).toBe("shipped");
    const [mail] = (await statusEmails(email)).filter((m) => m.subject.endsWith("is shipped"));
    expect(mail!.text).toContain("Tracking number: PF-1");
    expect(mail!.text).toContain("Tracking number: PY-2");
  });

  it("out of order: delivered stays delivered when a late 'shipment created' arrives; cancelled stays cancelled", async () => {
    const { orderId, email } = await paidOrder({ printify: true });
    await runFulfilmentJobs(orderId);
    const shippedEvent = printify.ship(externalIdOf(orderId), { number: "PY-LATE" });
    const deliveredEvent = printify.deliverPackages(externalIdOf(orderId));
    await webhook("printify", deliveredEvent);
    expect((await reload(orderId)).status).toBe("delivered");
    await webhook("printify", shippedEvent);
    expect((await reload(orderId)).status).toBe("delivered");
    const subjects = (await statusEmails(email)).map((mail) => mail.subject.replace(/.* is /, ""));
    expect(subjects).toEqual(["processing", "delivered"]);

    const other = await paidOrder({ printful: true });
    await runFulfilmentJobs(other.orderId);
    await cancelOrder(other.orderId, other.userId);
    await runFulfilmentJobs(other.orderId);
    printful.setStatus(externalIdOf(other.orderId), "inprocess");
    await webhook("printful", printful.event("order_updated", externalIdOf(other.orderId)));
    expect((await reload(other.orderId)).status).toBe("cancelled");
  });

  it("a missed webhook is applied by reconciliation", async () => {
    const { orderId } = await paidOrder({ printful: true });
    await runFulfilmentJobs(orderId);
    printful.ship(externalIdOf(orderId), { number: "MISSED-1" }); // no webhook delivered
    await handleReconcilePartnerOrdersJob();
    expect((await reload(orderId)).status).toBe("shipped");
    expect((await partsOf(orderId))[0]!.shipments[0]!.trackingNumber).toBe("MISSED-1");
  });
});

describe("cancellation", () => {
  it("before production: the partner order is cancelled", async () => {
    const { orderId, userId } = await paidOrder({ printful: true });
    await runFulfilmentJobs(orderId);
    await cancelOrder(orderId, userId);
    expect(await runFulfilmentJobs(orderId)).toBe(0);
    expect(printfulOrdersFor(orderId)[0]!.status).toBe("canceled");
    expect((await partsOf(orderId))[0]).toMatchObject({ state: "cancelled", cancelError: null });
  });

  it("after production: /admin shows the partner order could not be cancelled", async () => {
    const { orderId, userId } = await paidOrder({ printful: true });
    await runFulfilmentJobs(orderId);
    printful.setStatus(externalIdOf(orderId), "inprocess");
    await cancelOrder(orderId, userId);
    expect(await runFulfilmentJobs(orderId)).toBe(0);
    expect(printfulOrdersFor(orderId)[0]!.status).toBe("inprocess");
    const list = await listOrdersForAdmin({ status: "cancelled", page: 1 });
    expect(list.orders.find((order) => order.id === orderId)!.fulfilment[0]).toMatchObject({
      partner: "printful",
      cancelError: "This order can not be cancelled, it is already being fulfilled",
    });
  });
});
