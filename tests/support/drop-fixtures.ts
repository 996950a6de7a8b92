// A drop of one product for the drops tests, on the test database.
import { randomUUID } from "node:crypto";
import { db, schema } from "~/lib/db.server";
import { makeProduct } from "./checkout-fixtures";

/** A drop of one product launching `launchInMs` from now (negative: already live). */
export async function makeDrop(options: {
  launchInMs: number;
  editionSize?: number | null;
  perCustomerLimit?: number | null;
  endsInMs?: number;
  afterEnd?: "remove" | "normal";
}) {
  const product = await makeProduct({ name: `Drop Tee ${randomUUID().slice(0, 4)}` });
  const [drop] = await db
    .insert(schema.drops)
    .values({
      name: "Night Shift",
      slug: `night-shift-${randomUUID().slice(0, 8)}`,
      launchAt: new Date(Date.now() + options.launchInMs),
      endsAt: options.endsInMs === undefined ? null : new Date(Date.now() + options.endsInMs),
      afterEnd: options.afterEnd ?? "normal",
    })
    .returning();
  await db.insert(schema.dropProducts).values({
    dropId: drop!.id,
    productId: product.id,
    productHandle: product.handle,
    editionSize: options.editionSize ?? null,
    perCustomerLimit: options.perCustomerLimit ?? null,
  });
  return { drop: drop!, product };
}
