// The state table's guards compiled to SQL: the WHERE of the one conditional UPDATE that makes a
// change, so of two racing requests only the one whose guard still holds wins.
import { and, eq, gte, inArray, isNull, lt, ne, not, notInArray, sql, type SQL } from "drizzle-orm";
import { schema } from "~/lib/db.server";
import { AWAITING_PAYMENT, guardOf, type Clause, type OrderEvent } from "./transitions";

/** `guestEmail`: a guest acting through their order's link (decision 065) owns only guest orders of that email. */
type Context = { actorId?: string | null; guestEmail?: string | null; now?: Date };

function clauseSql(clause: Clause, context: Context): SQL {
  const now = context.now ?? new Date();
  switch (clause.kind) {
    case "status":
      return inArray(schema.orders.status, [...clause.in]);
    case "payment":
      return inArray(schema.orders.paymentStatus, [...clause.in]);
    case "source":
      return inArray(schema.orders.source, [...clause.in]);
    case "not":
      return not(and(...clause.all.map((part) => clauseSql(part, context)))!);
    case "owner":
      if (context.actorId) return eq(schema.orders.userId, context.actorId);
      if (context.guestEmail)
        return and(isNull(schema.orders.userId), eq(schema.orders.guestEmail, context.guestEmail))!;
      return sql`true`;
    case "placed-within-days":
      return gte(schema.orders.createdAt, new Date(now.getTime() - clause.days * 24 * 60 * 60 * 1000));
    case "placed-before-hours":
      return lt(schema.orders.createdAt, new Date(now.getTime() - clause.hours * 60 * 60 * 1000));
  }
}

/** The event's guard as SQL, for one order or (without an id) every order it applies to. */
export function guardWhere(event: OrderEvent, context: Context & { orderId?: string } = {}): SQL {
  return and(
    context.orderId ? eq(schema.orders.id, context.orderId) : undefined,
    ...guardOf(event).clauses.map((clause) => clauseSql(clause, context)),
  )!;
}

/** Filters for lists: orders someone has paid for (or been refunded), and those not refunded. */
export const paidOrRefundedSql = () => notInArray(schema.orders.paymentStatus, [...AWAITING_PAYMENT]);
export const notRefundedSql = () => ne(schema.orders.paymentStatus, "refunded");
/** Orders that hold what they reserved (a drop's units, a use of its code): not cancelled, payment not declined (decision 055). */
export const holdsReservationSql = () =>
  and(ne(schema.orders.status, "cancelled"), ne(schema.orders.paymentStatus, "failed"))!;
