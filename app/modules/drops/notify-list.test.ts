// The notify list against misuse: one answer whether or not an address is listed, an unsubscribed
// address back only through its own link, back-in-stock only for what is out of stock, and limits
// per client and per mailbox ('+tag' addresses being one mailbox).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { makeProduct } from "../../../tests/support/checkout-fixtures";
import { NOTIFY_ADDRESS_LIMIT, NOTIFY_CLIENT_LIMIT } from "./notify-limits.server";
import { IN_STOCK_REFUSAL, resubscribe, subscribe, unsubscribe } from "./notify.server";

const uniqueAddress = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

async function makeDrop() {
  const [drop] = await db
    .insert(schema.drops)
    .values({
      name: "Guard Drop",
      slug: `guard-${randomUUID().slice(0, 8)}`,
      launchAt: new Date(Date.now() + 3600_000),
    })
    .returning();
  return drop!;
}

async function mailsTo(mailbox: string) {
  const rows = await db.select().from(schema.jobs).where(eq(schema.jobs.type, "send-email"));
  const [local, domain] = mailbox.split("@");
  return rows
    .map((row) => row.payload as { to: string; subject: string; text: string })
    .filter((mail) => mail.to.replace(/\+[^@]*/, "") === `${local}@${domain}`);
}

async function outOfStockVariants(count: number) {
  const product = await makeProduct({
    variants: Array.from({ length: count }, (_, index) => ({ size: `S${index}`, color: "White", available: false })),
  });
  return db.select().from(schema.productVariants).where(eq(schema.productVariants.productId, product.id));
}

describe("the notify list against misuse", () => {
  it("keeps an unsubscribed address off the list until its own link brings it back", async () => {
    const drop = await makeDrop();
    const email = uniqueAddress("leaver");
    expect(await subscribe({ email, dropId: drop.id }, "10.50.0.1")).toEqual({ ok: true, created: true });
    const [row] = await db.select().from(schema.dropSubscriptions).where(eq(schema.dropSubscriptions.email, email));
    expect(await unsubscribe(row!.unsubscribeToken)).toBe(true);

    // A third party signs the address up again: the answer is the usual one, the row stays off.
    expect(await subscribe({ email, dropId: drop.id }, "10.50.0.2")).toEqual({ ok: true, created: false });
    const [after] = await db.select().from(schema.dropSubscriptions).where(eq(schema.dropSubscriptions.id, row!.id));
    expect(after!.unsubscribedAt).not.toBeNull();
    const ask = (await mailsTo(email)).find((mail) => mail.subject === "Confirm you want emails again");
    expect(ask?.text).toContain(`/drops/unsubscribe/${row!.unsubscribeToken}?again=1`);

    expect(await resubscribe(row!.unsubscribeToken)).toBe(true);
    const [back] = await db.select().from(schema.dropSubscriptions).where(eq(schema.dropSubscriptions.id, row!.id));
    expect(back!.unsubscribedAt).toBeNull();
  });

  it("takes back-in-stock requests only for variants out of stock", async () => {
    const product = await makeProduct({
      variants: [
        { size: "S", color: "White", available: true },
        { size: "M", color: "White", available: false },
      ],
    });
    const variants = await db
      .select()
      .from(schema.productVariants)
      .where(eq(schema.productVariants.productId, product.id));
    const inStock = variants.find((variant) => variant.available)!;
    const soldOut = variants.find((variant) => !variant.available)!;
    const email = uniqueAddress("stock");
    expect(await subscribe({ email, variantId: inStock.id }, "10.51.0.1")).toEqual({
      ok: false,
      status: 400,
      error: IN_STOCK_REFUSAL,
    });
    expect(await subscribe({ email, variantId: soldOut.id }, "10.51.0.1")).toEqual({ ok: true, created: true });
    const rows = await db.select().from(schema.dropSubscriptions).where(eq(schema.dropSubscriptions.email, email));
    expect(rows.map((row) => row.variantId)).toEqual([soldOut.id]);
  });

  it(`mails one mailbox at most ${NOTIFY_ADDRESS_LIMIT.max} confirmations a day, '+tag' addresses included`, async () => {
    const mailbox = uniqueAddress("victim");
    const [local, domain] = mailbox.split("@");
    const variants = await outOfStockVariants(8);
    const drop = await makeDrop();
    const targets = [{ dropId: drop.id }, ...variants.map((variant) => ({ variantId: variant.id }))];
    const outcomes = await Promise.all(
      targets.map((target, index) =>
        subscribe({ email: `${local}+${index}@${domain}`, ...target }, `10.52.${index}.1`),
      ),
    );
    // Every request gets the same answer; only the mailbox's share is written and mailed.
    for (const outcome of outcomes) expect(outcome.ok).toBe(true);
    expect(await mailsTo(mailbox)).toHaveLength(NOTIFY_ADDRESS_LIMIT.max);
  });

  it(`lets one client make ${NOTIFY_CLIENT_LIMIT.max} requests an hour`, async () => {
    const variants = await outOfStockVariants(NOTIFY_CLIENT_LIMIT.max + 1);
    const outcomes = [];
    for (const variant of variants) {
      outcomes.push(await subscribe({ email: uniqueAddress("many"), variantId: variant.id }, "10.53.0.1"));
    }
    expect(outcomes.slice(0, NOTIFY_CLIENT_LIMIT.max).every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes.at(-1)).toMatchObject({
      ok: false,
      status: 429,
      error: expect.stringMatching(/^Too many requests/),
    });
    // Another client is not affected.
    expect((await subscribe({ email: uniqueAddress("other"), variantId: variants[0]!.id }, "10.53.0.2")).ok).toBe(true);
  });
});
