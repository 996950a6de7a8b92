// The owner's drop form on the database: every rule answered at its field and nothing saved on
// error; raising an edition never below the units taken; ending early.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { placeOrder } from "~/modules/checkout/index.server";
import { makeProduct, makeUser, shipping } from "../../../tests/support/checkout-fixtures";
import { endDropEarly, raiseEdition, saveDrop } from "./drops-admin.server";

const local = (ms: number) => new Date(ms).toISOString().slice(0, 19);

function form(fields: Record<string, string>, products: Record<string, { edition?: string; limit?: string }>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  for (const [handle, numbers] of Object.entries(products)) {
    data.append("product", handle);
    data.set(`edition:${handle}`, numbers.edition ?? "");
    data.set(`limit:${handle}`, numbers.limit ?? "");
  }
  return data;
}

const drops = async (slug: string) => db.select().from(schema.drops).where(eq(schema.drops.slug, slug));

describe("saving a drop", () => {
  it("answers each rule at its field and saves nothing", async () => {
    const product = await makeProduct();
    const slug = `night-${randomUUID().slice(0, 6)}`;
    const base = { name: "Night Shift", slug, story: "", heroImage: "", afterEnd: "normal" };
    const past = await saveDrop(
      form({ ...base, launchAt: local(Date.now() - 60_000), endsAt: "" }, { [product.handle]: {} }),
      null,
    );
    expect(past).toEqual({ ok: false, errors: { launchAt: "Launch time must be in the future" } });
    const launch = Date.now() + 60 * 60_000;
    const endBefore = await saveDrop(
      form({ ...base, launchAt: local(launch), endsAt: local(launch - 60_000) }, { [product.handle]: {} }),
      null,
    );
    expect(endBefore).toEqual({ ok: false, errors: { endsAt: "End time must be after the launch time" } });
    const numbers = await saveDrop(
      form({ ...base, launchAt: local(launch), endsAt: "" }, { [product.handle]: { edition: "0", limit: "1.5" } }),
      null,
    );
    expect(numbers).toEqual({
      ok: false,
      errors: {
        [`edition:${product.handle}`]: "Edition size must be at least 1",
        [`limit:${product.handle}`]: "Per-customer limit must be a whole number",
      },
    });
    expect(await drops(slug)).toEqual([]);

    const saved = await saveDrop(
      form({ ...base, launchAt: local(launch), endsAt: "" }, { [product.handle]: { edition: "5" } }),
      null,
    );
    expect(saved).toMatchObject({ ok: true, slug });
    const other = await makeProduct();
    const taken = await saveDrop(
      form({ ...base, launchAt: local(launch), endsAt: "" }, { [product.handle]: {}, [other.handle]: {} }),
      null,
    );
    expect(taken).toMatchObject({
      ok: false,
      errors: {
        slug: "This slug is taken by another drop",
        [`edition:${product.handle}`]: "This product is already in the drop 'Night Shift'",
      },
    });
    // Its launch job waits for the launch time.
    const [job] = await db
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.type, "drop-launch"))
      .orderBy(schema.jobs.createdAt);
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("raises an edition never below the units taken, and ends a live drop early once", async () => {
    const product = await makeProduct();
    const [drop] = await db
      .insert(schema.drops)
      .values({ name: "Live", slug: `live-${randomUUID().slice(0, 6)}`, launchAt: new Date(Date.now() - 60_000) })
      .returning();
    await db
      .insert(schema.dropProducts)
      .values({ dropId: drop!.id, productId: product.id, productHandle: product.handle, editionSize: 3 });
    const lines = [{ productId: product.id, size: "S", color: "White", quantity: 2 }];
    await placeOrder({ userId: await makeUser(), checkoutKey: randomUUID(), lines, shipping });
    expect(await raiseEdition(drop!.id, product.handle, 1)).toBe(
      "Edition size cannot be below the 2 units already sold or reserved",
    );
    expect(await raiseEdition(drop!.id, product.handle, 10)).toBeNull();
    expect(await endDropEarly(drop!.id)).toBe(true);
    expect(await endDropEarly(drop!.id)).toBe(false);
  });
});
