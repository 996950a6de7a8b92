// The admin orders screen's inputs: the list's filter (GET params) and the card actions (POST).
import { z } from "zod";
import { centsFromDecimal } from "~/lib/money";
import type { RefundRequest } from "~/modules/payments";
import type { OrderStatus } from "../../../db/schema";

/** The statuses an admin may set (docs/spec.md §4): everything but pending. */
export const ADMIN_TARGET_STATUSES = ["processing", "shipped", "delivered", "cancelled"] as const;
export type AdminTargetStatus = (typeof ADMIN_TARGET_STATUSES)[number];

/** The list filter: an order status, or the open refund requests. */
export const REFUND_REQUESTED_FILTER = "refund-requested";
/** db/schema's ORDER_STATUSES, restated so this browser-safe file does not pull in drizzle. */
export const ORDER_STATUS_VALUES = [
  "pending",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
] as const satisfies readonly OrderStatus[];
/** Orders a print partner refused (or could not be reached for), waiting for 'Retry fulfilment'. */
export const FULFILMENT_FAILED_FILTER = "fulfilment-failed";
export const ADMIN_ORDER_FILTERS = [...ORDER_STATUS_VALUES, REFUND_REQUESTED_FILTER, FULFILMENT_FAILED_FILTER] as const;

export const ADMIN_PAGE_SIZE = 50;
export const TRACKING_NUMBER_MAX = 100;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** Unknown or malformed params fall back to "everything, first page" rather than an error page. */
export const adminOrdersQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(ADMIN_ORDER_FILTERS).optional()).catch(undefined),
  q: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()).catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  /** Leaves out orders nobody has paid for (abandoned checkouts, declined cards). */
  hideUnpaid: z.preprocess((value) => (value === "on" ? true : undefined), z.literal(true).optional()),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export function parseAdminOrdersQuery(params: URLSearchParams): AdminOrdersQuery {
  return adminOrdersQuerySchema.parse({
    status: params.get("status") ?? undefined,
    q: params.get("q") ?? undefined,
    page: params.get("page") ?? undefined,
    hideUnpaid: params.get("hideUnpaid") ?? undefined,
  });
}

const orderId = z.string().uuid("Order not found");

export const updateStatusSchema = z.object({
  intent: z.literal("update-status"),
  orderId,
  status: z.enum(ADMIN_TARGET_STATUSES, { message: "Choose processing, shipped, delivered or cancelled" }),
  trackingNumber: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(TRACKING_NUMBER_MAX, `Tracking numbers are at most ${TRACKING_NUMBER_MAX} characters`)
      .optional(),
  ),
});

/** The refund form's amount, in dollars as typed ('12.50'); empty means lines, or everything left. */
export const REFUND_AMOUNT_MESSAGE = "Enter an amount in dollars, like 12.50";
export const issueRefundSchema = z.object({
  intent: z.literal("issue-refund"),
  orderId,
  amount: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\$?\d{1,7}(\.\d{1,2})?$/, REFUND_AMOUNT_MESSAGE)
      .optional(),
  ),
});

/** A line's units to refund are sent as `line-<order item id>`. */
export const REFUND_LINE_PREFIX = "line-";
export const REFUND_UNITS_MESSAGE = "Enter a whole number of units";

/**
 * What the refund form asks for: an amount, or units of chosen lines (blank and 0 are none), or
 * neither (everything left). A field that cannot be read answers its own message.
 */
export function readRefundRequest(
  amount: string | undefined,
  form: Iterable<[string, FormDataEntryValue]>,
): { ok: true; request: RefundRequest } | { ok: false; field: string; message: string } {
  const lines: { itemId: string; quantity: number }[] = [];
  for (const [name, value] of form) {
    if (!name.startsWith(REFUND_LINE_PREFIX)) continue;
    const text = String(value).trim();
    if (!text) continue;
    if (!/^\d{1,4}$/.test(text)) return { ok: false, field: name, message: REFUND_UNITS_MESSAGE };
    if (Number(text) > 0) lines.push({ itemId: name.slice(REFUND_LINE_PREFIX.length), quantity: Number(text) });
  }
  const request: RefundRequest = {};
  if (amount !== undefined) request.cents = centsFromDecimal(amount.replace("$", ""));
  if (lines.length) request.lines = lines;
  return { ok: true, request };
}

export const retryFulfilmentSchema = z.object({ intent: z.literal("retry-fulfilment"), orderId });

export const adminActionSchema = z.discriminatedUnion("intent", [
  updateStatusSchema,
  issueRefundSchema,
  retryFulfilmentSchema,
]);
