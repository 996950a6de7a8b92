// Test data for the checkout and orders integration tests (imported by tests only).
import { randomUUID } from "node:crypto";
import { db, schema } from "~/lib/db.server";
import { insertProduct } from "./catalogue-fixtures";
import type { ShippingInput } from "~/modules/checkout";

export async function makeUser(name = "Test Shopper") {
  const id = randomUUID();
  await db.insert(schema.users).values({ id, name, email: `${id}@example.test` });
  return id;
}

export function makeProduct(
  options: {
    name?: string;
    basePrice?: number;
    isActive?: boolean;
    variants?: { size: string; color: string; price?: number | null; available?: boolean }[];
  } = {},
) {
  const variants = options.variants ?? [
    { size: "S", color: "White" },
    { size: "M", color: "White" },
  ];
  return insertProduct(
    { name: options.name ?? "Test Tee", basePrice: options.basePrice ?? 2800, isActive: options.isActive ?? true },
    variants,
  );
}

export const shipping: ShippingInput = {
  fullName: "Robin Vega",
  email: "robin@example.test",
  address: "1 Pastel Way",
  city: "Portland",
  state: "OR",
  zipCode: "97201",
  country: "US",
};

export const card = (cardNumber: string) => ({ cardNumber, cardExpiry: "12/34", cardCvc: "123" });

/** The checkout form for one shirt of a product, paid by the sandbox's test card, as `email`. */
export function checkoutForm(productId: string, email: string, extra: Record<string, string> = {}) {
  const data = new FormData();
  const values: Record<string, string> = {
    ...shipping,
    email,
    checkoutKey: randomUUID(),
    terms: "on",
    lines: JSON.stringify([{ productId, size: "S", color: "White", quantity: 1 }]),
    ...card("4242 4242 4242 4242"),
    ...extra,
  };
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

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
