// The owner's drops: create and edit until launch, end early, raise an edition; every field
// checked at the field and nothing saved on error.
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { db, schema } from "~/lib/db.server";
import { dropOrderLinesSql } from "~/modules/order-lifecycle/index.server";
import { env } from "~/lib/env.server";
import { isUuid } from "~/lib/ids";
import { catalog, invalidateCatalogue } from "~/modules/catalog/index.server";
import { fieldErrorsOf, type FieldErrors } from "~/lib/forms";
import { dropFieldOf, dropFormSchema, readDropForm } from "./drop.schema";
import { dropRowsFor, liveDropsHolding, takenSql } from "./drops.server";
import { queueDropLaunch } from "./notify.server";
import { shopLocalToUtc, utcToShopLocal } from "./shop-time";

export type SaveDropResult = { ok: true; dropId: string; slug: string } | { ok: false; errors: FieldErrors };

/** The products the form offers: the catalogue's (native or the platform's), by handle. */
export async function dropProductChoices() {
  const page = await catalog.listProducts({ page: 1, pageSize: 100, sort: "newest" });
  return page.products.map((product) => ({ handle: product.handle, name: product.name, images: product.images }));
}

type DropInput = z.infer<typeof dropFormSchema>;
type FoundProducts = Awaited<ReturnType<typeof catalog.getProduct>>[];

/** Why an edit is refused before any field is read: the drop is gone or has launched. */
async function refuseEdit(dropId: string | null, now: Date): Promise<SaveDropResult | null> {
  if (!dropId) return null;
  const [existing] = await db.select().from(schema.drops).where(eq(schema.drops.id, dropId));
  if (!existing) return { ok: false, errors: { form: "This drop no longer exists" } };
  if (existing.launchAt <= now) {
    return {
      ok: false,
      errors: { form: "This drop has launched: it can only be ended early or its editions raised" },
    };
  }
  return null;
}

/** The launch and end in UTC, with their field errors. */
function checkDropTimes(input: DropInput, now: Date, errors: FieldErrors) {
  const launchAt = shopLocalToUtc(input.launchAt, env.SHOP_TIME_ZONE);
  const endsAt = input.endsAt ? shopLocalToUtc(input.endsAt, env.SHOP_TIME_ZONE) : null;
  if (!launchAt) errors.launchAt = "Enter a real date and time";
  else if (launchAt <= now) errors.launchAt = "Launch time must be in the future";
  if (input.endsAt && !endsAt) errors.endsAt = "Enter a real date and time";
  else if (endsAt && launchAt && endsAt <= launchAt) errors.endsAt = "End time must be after the launch time";
  return { launchAt, endsAt };
}

/** The slug is free, the products exist and no other live drop holds them; their images for the hero. */
async function checkSlugAndProducts(input: DropInput, dropId: string | null, now: Date, errors: FieldErrors) {
  const [slugOwner] = await db
    .select({ id: schema.drops.id })
    .from(schema.drops)
    .where(eq(schema.drops.slug, input.slug));
  if (slugOwner && slugOwner.id !== dropId) errors.slug = "This slug is taken by another drop";

  const found = await Promise.all(input.products.map((product) => catalog.getProduct(product.handle)));
  const images: string[] = [];
  input.products.forEach((product, index) => {
    const detail = found[index];
    if (!detail) errors.product ??= `No product with the handle '${product.handle}'`;
    else images.push(...detail.images);
  });
  for (const held of await liveDropsHolding(
    input.products.map((product) => product.handle),
    dropId,
    now,
  )) {
    errors[`edition:${held.handle}`] ??= `This product is already in the drop '${held.drop}'`;
    errors.product ??= `A product is already in the drop '${held.drop}'`;
  }
  return { found, images };
}

/** Writes the drop and its products, and queues its launch, in one transaction. */
function writeDrop(
  dropId: string | null,
  values: typeof schema.drops.$inferInsert,
  input: DropInput,
  found: FoundProducts,
  launchAt: Date,
) {
  return db.transaction(async (tx) => {
    let id = dropId;
    if (id) {
      await tx.update(schema.drops).set(values).where(eq(schema.drops.id, id));
      await tx.delete(schema.dropProducts).where(eq(schema.dropProducts.dropId, id));
    } else {
      const [row] = await tx.insert(schema.drops).values(values).returning({ id: schema.drops.id });
      id = row!.id;
    }
    await tx.insert(schema.dropProducts).values(
      input.products.map((product, index) => {
        const detailId = found[index]!.id;
        return {
          dropId: id!,
          productHandle: product.handle,
          productId: isUuid(detailId) ? detailId : null,
          editionSize: product.editionSize,
          perCustomerLimit: product.perCustomerLimit,
        };
      }),
    );
    await queueDropLaunch(tx, id, launchAt);
    return id;
  });
}

/** Creates (dropId null) or edits a drop that has not launched. */
export async function saveDrop(form: FormData, dropId: string | null, now = new Date()): Promise<SaveDropResult> {
  const raw = readDropForm(form);
  const parsed = dropFormSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error, dropFieldOf(raw)) };
  const input = parsed.data;
  const errors: FieldErrors = {};
  const refused = await refuseEdit(dropId, now);
  if (refused) return refused;
  const { launchAt, endsAt } = checkDropTimes(input, now, errors);
  const { found, images } = await checkSlugAndProducts(input, dropId, now, errors);
  if (input.heroImage && !images.includes(input.heroImage)) errors.heroImage = "Choose one of the products' images";
  if (Object.keys(errors).length) return { ok: false, errors };

  const values = {
    name: input.name,
    slug: input.slug,
    story: input.story,
    heroImage: input.heroImage || images[0] || null,
    launchAt: launchAt!,
    endsAt,
    afterEnd: input.afterEnd,
    updatedAt: now,
  };
  const id = await writeDrop(dropId, values, input, found, launchAt!);
  invalidateCatalogue();
  return { ok: true, dropId: id, slug: input.slug };
}

/** Ends a live drop now. False when it has not launched or has already ended. */
export async function endDropEarly(dropId: string, now = new Date()) {
  const rows = await db
    .update(schema.drops)
    .set({ endsAt: now, updatedAt: now })
    .where(
      and(
        eq(schema.drops.id, dropId),
        sql`${schema.drops.launchAt} < ${now.toISOString()}`,
        or(isNull(schema.drops.endsAt), gt(schema.drops.endsAt, now)),
      ),
    )
    .returning({ id: schema.drops.id });
  if (rows.length) invalidateCatalogue();
  return rows.length > 0;
}

/**
 * Sets a product's edition size after launch, under the same lock as checkout: never below the
 * units already taken (sold and reserved). Returns an error message or null.
 */
export async function raiseEdition(dropId: string, handle: string, editionSize: number): Promise<string | null> {
  const message = await db.transaction(async (tx) => {
    await dropRowsFor(tx, { handles: [handle] }, true);
    const rows = await dropRowsFor(tx, { handles: [handle] });
    const row = rows.find((candidate) => candidate.dropId === dropId);
    if (!row) return "This product is not in this drop";
    if (editionSize < row.taken) return `Edition size cannot be below the ${row.taken} units already sold or reserved`;
    await tx
      .update(schema.dropProducts)
      .set({ editionSize })
      .where(and(eq(schema.dropProducts.dropId, dropId), eq(schema.dropProducts.productHandle, handle)));
    return null;
  });
  if (!message) invalidateCatalogue();
  return message;
}

/** Per product of a drop: units sold (paid), reserved (pending unpaid), edition size, revenue. */
export async function dropProductStats(dropId: string) {
  const result = (await db.execute(sql`
    select dp.product_handle as handle, dp.edition_size as "editionSize",
      ${takenSql(sql`dp.drop_id`, sql`dp.product_id`)} as taken,
      coalesce((select sum(l.quantity) from ${dropOrderLinesSql} l
        where l.drop_id = dp.drop_id and l.product_id = dp.product_id and l.payment_status = 'paid'
          and l.status <> 'cancelled'), 0)::int as sold,
      coalesce((select sum(l.price * l.quantity - l.discount_amount) from ${dropOrderLinesSql} l
        where l.drop_id = dp.drop_id and l.product_id = dp.product_id and l.payment_status = 'paid'
          and l.status <> 'cancelled'), 0)::text as revenue
    from ${schema.dropProducts} dp where dp.drop_id = ${dropId} order by dp.product_handle`)) as unknown as {
    rows: { handle: string; editionSize: number | null; taken: number; sold: number; revenue: string }[];
  };
  return result.rows.map((row) => ({
    handle: row.handle,
    editionSize: row.editionSize,
    taken: Number(row.taken),
    sold: Number(row.sold),
    revenueCents: Math.round(Number(row.revenue) * 100),
  }));
}

/** The form's values for an existing drop, in the shop's time zone. */
export async function dropFormValues(dropId: string) {
  const [drop] = await db.select().from(schema.drops).where(eq(schema.drops.id, dropId));
  if (!drop) return null;
  const products = await db.select().from(schema.dropProducts).where(eq(schema.dropProducts.dropId, dropId));
  return {
    drop,
    values: {
      name: drop.name,
      slug: drop.slug,
      story: drop.story,
      heroImage: drop.heroImage ?? "",
      launchAt: utcToShopLocal(drop.launchAt, env.SHOP_TIME_ZONE),
      endsAt: drop.endsAt ? utcToShopLocal(drop.endsAt, env.SHOP_TIME_ZONE) : "",
      afterEnd: drop.afterEnd,
      products: products.map((product) => ({
        handle: product.productHandle,
        editionSize: product.editionSize === null ? "" : String(product.editionSize),
        perCustomerLimit: product.perCustomerLimit === null ? "" : String(product.perCustomerLimit),
      })),
    },
  };
}
