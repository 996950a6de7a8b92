// Personalised lines from checkout to the partner (decision 043): the server checks the
// personalisation and adds the surcharge, renders the print file after payment, sends Printful a
// catalogue variant with files and Printify a blueprint with print areas, once; a malformed stored
// personalisation fails that part visibly; a held print waits for the owner's approval.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { placeOrder } from "~/modules/checkout/index.server";
import { payForOrder, sandboxProvider } from "~/modules/payments/index.server";
import { printFileByToken, saveSetup } from "~/modules/personalisation/index.server";
import type { PersonalisationSetup } from "~/modules/personalisation";
import { card, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import type { FakePrintful } from "../../../tests/fakes/printful-server";
import type { FakePrintify } from "../../../tests/fakes/printify-server";
import { partsOf, productId, runFulfilmentJobs, startPartnerFakes } from "../../../tests/support/fulfilment-fixtures";
import { reload } from "../../../tests/support/admin-fixtures";
import { externalIdOf } from "./partners.server";
import { shortOrderId } from "~/lib/order-number";
import { approveHeldPrints, PRINT_REJECTED_REASON, rejectHeldPrints } from "./print-files.server";

let printful: FakePrintful;
let printify: FakePrintify;
let hoodie: string;
let crewneck: string;

const setup = (overrides: Partial<PersonalisationSetup> = {}): PersonalisationSetup => ({
  enabled: true,
  fields: [{ id: "name", label: "Name", maxChars: 12, allowed: "letters", fonts: ["anton"], colors: ["#ff3366"] }],
  allowImage: false,
  placement: "back",
  printArea: { x: 0.3, y: 0.3, width: 0.4, height: 0.4 },
  colorPrintAreas: {},
  printWidth: 600,
  printHeight: 800,
  dpi: 150,
  surcharge: 500,
  holdForApproval: false,
  bannedWords: ["rude"],
  ...overrides,
});

const named = (text: string) => ({ texts: [{ fieldId: "name", text, font: "anton", color: "#ff3366" }] });

beforeAll(async () => {
  ({ printful, printify } = await startPartnerFakes());
  hoodie = await productId("printful", "Fulfil Hoodie");
  crewneck = await productId("printify", "Fulfil Crewneck");
  await saveSetup(hoodie, setup());
  await saveSetup(crewneck, setup({ placement: "front" }));
}, 60_000);
afterAll(async () => {
  await printful?.close();
  await printify?.close();
});

async function order(
  lines: { productId: string; size: string; color: string; quantity: number; personalisation?: unknown }[],
) {
  const userId = await makeUser();
  const { order } = await placeOrder({ userId, checkoutKey: randomUUID(), lines, shipping });
  return { order, userId };
}

async function pay(orderId: string, userId: string) {
  await payForOrder({ orderId, userId, card: card("4242424242424242") }, sandboxProvider);
}

describe("checkout of personalised lines", () => {
  it("keeps two names of one variant as two lines, each priced with the surcharge", async () => {
    const { order: placed } = await order([
      { productId: hoodie, size: "M", color: "White", quantity: 1, personalisation: named("Ada") },
      { productId: hoodie, size: "M", color: "White", quantity: 1, personalisation: named("Grace") },
    ]);
    const items = await db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, placed.id));
    expect(items.map((item) => item.personalisation?.texts[0]?.text).sort()).toEqual(["Ada", "Grace"]);
    const [variant] = await db
      .select({ price: schema.productVariants.price, base: schema.products.basePrice })
      .from(schema.productVariants)
      .innerJoin(schema.products, eq(schema.products.id, schema.productVariants.productId))
      .where(eq(schema.productVariants.productId, hoodie))
      .then((rows) => rows.slice(0, 1));
    // Every fake variant of the hoodie has one price: the line pays it plus the $5.00 surcharge.
    expect(items[0]!.price).toBe((variant!.price ?? variant!.base) + 500);
    expect(items[0]!.price).toBe(items[1]!.price);
  });

  it("refuses a missing or tampered personalisation with a message, writing nothing", async () => {
    const before = (await db.select().from(schema.orders)).length;
    await expect(order([{ productId: hoodie, size: "M", color: "White", quantity: 1 }])).rejects.toThrow(
      /needs its personalisation/,
    );
    await expect(
      order([{ productId: hoodie, size: "M", color: "White", quantity: 1, personalisation: named("Ada<script>") }]),
    ).rejects.toThrow(/Not allowed here/);
    await expect(
      order([{ productId: hoodie, size: "M", color: "White", quantity: 1, personalisation: named("so rude") }]),
    ).rejects.toThrow(/cannot be printed/);
    await expect(
      order([
        {
          productId: hoodie,
          size: "M",
          color: "White",
          quantity: 1,
          personalisation: { texts: [{ fieldId: "name", text: "Ada", font: "comic-sans", color: "#ff3366" }] },
        },
      ]),
    ).rejects.toThrow(/fonts offered/);
    expect((await db.select().from(schema.orders)).length).toBe(before);
  });
});

describe("after payment", () => {
  it("renders the print file and sends each partner its shape once, with a URL that downloads the PNG", async () => {
    const { order: placed, userId } = await order([
      { productId: hoodie, size: "M", color: "White", quantity: 1, personalisation: named("Ada") },
      { productId: crewneck, size: "S", color: "Black", quantity: 1, personalisation: named("Grace") },
    ]);
    await pay(placed.id, userId);
    const mails = await db.select().from(schema.jobs).where(eq(schema.jobs.type, "send-order-confirmation"));
    const mail = mails.find((job) => (job.payload as { orderId?: string }).orderId === placed.id);
    expect(JSON.stringify(mail?.payload)).toContain('(personalised: \\"Ada\\")');
    expect(await runFulfilmentJobs(placed.id)).toBe(0);
    expect(await runFulfilmentJobs(placed.id)).toBe(0); // nothing left to send

    const pf = printful.orders.filter((sent) => sent.external_id === externalIdOf(placed.id));
    expect(pf).toHaveLength(1);
    const variant = printful.stores[0]!.products[0]!.sync_variants.find((v) => v.size === "M" && v.color === "White")!;
    expect(pf[0]!.items).toEqual([
      expect.objectContaining({
        sync_variant_id: null,
        variant_id: variant.variant_id,
        files: [{ type: "back", url: expect.stringMatching(/\/print-files\/[\w-]{20,}\.png$/) }],
      }),
    ]);
    const py = printify.orders.filter((sent) => sent.external_id === externalIdOf(placed.id));
    expect(py).toHaveLength(1);
    const product = printify.shops[0]!.products[0]!;
    expect(py[0]!.line_items).toEqual([
      expect.objectContaining({
        product_id: null,
        blueprint_id: product.blueprint_id,
        print_provider_id: product.print_provider_id,
        print_areas: { front: expect.stringMatching(/\/print-files\/[\w-]{20,}\.png$/) },
      }),
    ]);

    const token = pf[0]!.items[0]!.files![0]!.url.split("/")
      .pop()!
      .replace(/\.png$/, "");
    const png = await printFileByToken(token);
    const { info, data } = await sharp(png!).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([600, 800]);
    let opaque = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 128) opaque += 1;
    expect(opaque).toBeGreaterThan(1000);
    expect(await printFileByToken("not-a-real-token-at-all-000")).toBeNull();
    // Past its expiry the address answers nothing.
    await db
      .update(schema.personalisationPrints)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.personalisationPrints.token, token));
    expect(await printFileByToken(token)).toBeNull();
  });

  it("fails the part visibly (not the worker) when the stored personalisation cannot be printed", async () => {
    const { order: placed, userId } = await order([
      { productId: hoodie, size: "M", color: "White", quantity: 1, personalisation: named("Ada") },
    ]);
    await db
      .update(schema.orderItems)
      .set({ personalisation: { texts: "broken" } as never })
      .where(eq(schema.orderItems.orderId, placed.id));
    await pay(placed.id, userId);
    expect(await runFulfilmentJobs(placed.id)).toBe(0);
    const parts = await partsOf(placed.id);
    expect(parts.map((part) => [part.partner, part.state])).toEqual([["printful", "failed"]]);
    expect(parts[0]!.lastError).toMatch(/Print file: The stored personalisation is malformed/);
    expect(printful.orders.filter((sent) => sent.external_id === externalIdOf(placed.id))).toHaveLength(0);
  });

  it("holds a print for approval: nothing goes out until the owner approves; a rejection cancels the order", async () => {
    await saveSetup(hoodie, setup({ holdForApproval: true }));
    try {
      const held = await order([
        { productId: hoodie, size: "M", color: "White", quantity: 1, personalisation: named("Held") },
      ]);
      await pay(held.order.id, held.userId);
      expect(await runFulfilmentJobs(held.order.id)).toBe(0);
      const sentFor = (id: string) => printful.orders.filter((sent) => sent.external_id === externalIdOf(id));
      expect(sentFor(held.order.id)).toHaveLength(0);
      expect((await partsOf(held.order.id)).map((part) => part.state)).toEqual(["new"]);
      expect(await approveHeldPrints(held.order.id)).toBe(true);
      expect(await runFulfilmentJobs(held.order.id)).toBe(0);
      expect(sentFor(held.order.id)).toHaveLength(1);

      const rejected = await order([
        { productId: hoodie, size: "M", color: "White", quantity: 1, personalisation: named("Nope") },
      ]);
      await pay(rejected.order.id, rejected.userId);
      expect(await runFulfilmentJobs(rejected.order.id)).toBe(0);
      expect(await rejectHeldPrints(rejected.order.id, held.userId, "  The name is not one we can print.  ")).toBe(
        true,
      );
      const after = await reload(rejected.order.id);
      expect(after.status).toBe("cancelled");
      const refundJobs = await db.select().from(schema.jobs).where(eq(schema.jobs.type, "refund-payment"));
      expect(refundJobs.some((job) => (job.payload as { orderId?: string }).orderId === rejected.order.id)).toBe(true);
      expect(sentFor(rejected.order.id)).toHaveLength(0);
      // The customer's cancellation email says why: the owner's words, or a fixed sentence.
      const emails = async (orderId: string) =>
        (await db.select().from(schema.jobs).where(eq(schema.jobs.type, "send-email")))
          .map((job) => job.payload as { subject?: string; text?: string })
          .filter((mail) => mail.subject?.includes(shortOrderId(orderId)) && mail.subject.endsWith("cancelled"));
      const [told] = await emails(rejected.order.id);
      expect(told?.text).toContain("Why: The name is not one we can print.");
      const silent = await order([
        { productId: hoodie, size: "M", color: "White", quantity: 1, personalisation: named("Quiet") },
      ]);
      await pay(silent.order.id, silent.userId);
      expect(await runFulfilmentJobs(silent.order.id)).toBe(0);
      expect(await rejectHeldPrints(silent.order.id, held.userId, "")).toBe(true);
      const [fixed] = await emails(silent.order.id);
      expect(fixed?.text).toContain(`Why: ${PRINT_REJECTED_REASON}`);
    } finally {
      await saveSetup(hoodie, setup());
    }
  });
});
