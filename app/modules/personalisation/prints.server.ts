// Print files of paid orders: rendered on the server from the stored personalisation (never a
// file the browser made), kept with an unguessable token, served until they expire, and held
// for the owner's approval where the product asks for it.
import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNotNull } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { linePersonalisationSchema } from "./personalisation.schema";
import { PrintRenderError, renderPrint } from "./render.server";
import { loadSetup } from "./setup.server";
import { uploadPng } from "./uploads.server";

/** How long the partner may download a print file. */
export const PRINT_FILE_DAYS = 30;

export type PrintFile = {
  orderItemId: string;
  placement: string;
  url: string;
  width: number;
  height: number;
  approval: (typeof schema.APPROVAL_STATES)[number];
};

export const printFileUrl = (token: string) => `${env.SITE_URL}/print-files/${token}.png`;

async function renderOne(item: { id: string; productId: string; personalisation: unknown }) {
  const setup = await loadSetup(item.productId);
  if (!setup) throw new PrintRenderError("The product's personalisation set-up is gone");
  const parsed = linePersonalisationSchema.safeParse(item.personalisation);
  if (!parsed.success) throw new PrintRenderError("The stored personalisation is malformed");
  const value = { texts: parsed.data.texts, uploadId: parsed.data.uploadId ?? null };
  const picture = value.uploadId ? await uploadPng(value.uploadId) : null;
  const print = await renderPrint(setup, value, picture);
  await db
    .insert(schema.personalisationPrints)
    .values({
      orderItemId: item.id,
      token: randomBytes(24).toString("base64url"),
      png: print.png,
      width: print.width,
      height: print.height,
      expiresAt: new Date(Date.now() + PRINT_FILE_DAYS * 86_400_000),
      approval: setup.holdForApproval ? "held" : "not_needed",
    })
    .onConflictDoNothing();
}

/**
 * The print files of these order lines, rendering any not rendered yet (a retry renders only what
 * is missing). Throws PrintRenderError for a personalisation that cannot be printed.
 */
export async function ensurePrintFiles(orderItemIds: string[]): Promise<Map<string, PrintFile>> {
  if (!orderItemIds.length) return new Map();
  const items = await db
    .select({
      id: schema.orderItems.id,
      productId: schema.orderItems.productId,
      personalisation: schema.orderItems.personalisation,
    })
    .from(schema.orderItems)
    .where(and(inArray(schema.orderItems.id, orderItemIds), isNotNull(schema.orderItems.personalisation)));
  const existing = await printRows(items.map((item) => item.id));
  for (const item of items) if (!existing.some((row) => row.orderItemId === item.id)) await renderOne(item);
  const rows = await printRows(items.map((item) => item.id));
  const placements = new Map<string, string>();
  for (const item of items) placements.set(item.id, (await loadSetup(item.productId))?.placement ?? "front");
  return new Map(
    rows.map((row) => [
      row.orderItemId,
      {
        orderItemId: row.orderItemId,
        placement: placements.get(row.orderItemId) ?? "front",
        url: printFileUrl(row.token),
        width: row.width,
        height: row.height,
        approval: row.approval,
      },
    ]),
  );
}

function printRows(orderItemIds: string[]) {
  if (!orderItemIds.length) return Promise.resolve([]);
  return db
    .select({
      orderItemId: schema.personalisationPrints.orderItemId,
      token: schema.personalisationPrints.token,
      width: schema.personalisationPrints.width,
      height: schema.personalisationPrints.height,
      approval: schema.personalisationPrints.approval,
    })
    .from(schema.personalisationPrints)
    .where(inArray(schema.personalisationPrints.orderItemId, orderItemIds));
}

/** The PNG behind a token while it has not expired; null otherwise (the route answers 404). */
export async function printFileByToken(token: string): Promise<Buffer | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [row] = await db
    .select({ png: schema.personalisationPrints.png })
    .from(schema.personalisationPrints)
    .where(and(eq(schema.personalisationPrints.token, token), gt(schema.personalisationPrints.expiresAt, new Date())));
  return row?.png ?? null;
}

export type OrderPrint = {
  orderItemId: string;
  url: string;
  approval: (typeof schema.APPROVAL_STATES)[number];
  personalisation: schema.LinePersonalisation | null;
  /** The line's product, colour and picture, for the personalised piece's thumbnail. */
  productId: string;
  color: string | null;
  image: string | null;
};

/** The print files of these orders (rendered ones), keyed by order id, for the admin cards. */
export async function printFilesForOrders(orderIds: string[]): Promise<Record<string, OrderPrint[]>> {
  if (!orderIds.length) return {};
  const rows = await db
    .select({
      orderId: schema.orderItems.orderId,
      orderItemId: schema.personalisationPrints.orderItemId,
      token: schema.personalisationPrints.token,
      approval: schema.personalisationPrints.approval,
      personalisation: schema.orderItems.personalisation,
      productId: schema.orderItems.productId,
      color: schema.orderItems.color,
      image: schema.products.imageUrl,
    })
    .from(schema.personalisationPrints)
    .innerJoin(schema.orderItems, eq(schema.orderItems.id, schema.personalisationPrints.orderItemId))
    .innerJoin(schema.products, eq(schema.products.id, schema.orderItems.productId))
    .where(inArray(schema.orderItems.orderId, orderIds));
  const byOrder: Record<string, OrderPrint[]> = {};
  for (const { orderId, token, ...row } of rows) (byOrder[orderId] ??= []).push({ ...row, url: printFileUrl(token) });
  return byOrder;
}

/** Sets a held order's prints approved or rejected; answers whether any was held. */
export async function decideHeldPrints(orderId: string, decision: "approved" | "rejected"): Promise<boolean> {
  const items = db
    .select({ id: schema.orderItems.id })
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, orderId));
  const changed = await db
    .update(schema.personalisationPrints)
    .set({ approval: decision })
    .where(
      and(inArray(schema.personalisationPrints.orderItemId, items), eq(schema.personalisationPrints.approval, "held")),
    )
    .returning({ id: schema.personalisationPrints.orderItemId });
  return changed.length > 0;
}
