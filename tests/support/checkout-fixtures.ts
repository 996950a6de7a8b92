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
