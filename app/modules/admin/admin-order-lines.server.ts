// An order's lines as the admin's refund form lists them: what each is, how many, what it paid.
import { asc, eq, inArray } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";

export type AdminOrderLine = {
  id: string;
  name: string;
  size: string | null;
  color: string | null;
  quantity: number;
  /** What the line paid in all: price × quantity less its discount (decision 044), its tax added unless included (064). */
  paid: number;
  /** The line's tax (0 without). */
  tax: number;
};

/** The lines' paid amounts with their tax added, when the order's prices did not include it (decision 064). */
export const withAddedTax = (lines: AdminOrderLine[], taxIncluded: boolean) =>
  taxIncluded ? lines : lines.map((line) => ({ ...line, paid: line.paid + line.tax }));

export async function orderLinesOf(orderIds: string[]) {
  const byOrder = new Map<string, AdminOrderLine[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select({ item: schema.orderItems, name: schema.products.name })
    .from(schema.orderItems)
    .innerJoin(schema.products, eq(schema.products.id, schema.orderItems.productId))
    .where(inArray(schema.orderItems.orderId, orderIds))
    .orderBy(asc(schema.orderItems.createdAt), asc(schema.orderItems.id));
  for (const { item, name } of rows) {
    byOrder.set(item.orderId, [
      ...(byOrder.get(item.orderId) ?? []),
      {
        id: item.id,
        name,
        size: item.size,
        color: item.color,
        quantity: item.quantity,
        paid: item.price * item.quantity - item.discountAmount,
        tax: item.taxAmount,
      },
    ]);
  }
  return byOrder;
}
