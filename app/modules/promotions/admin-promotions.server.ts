// The owner's promotions screen: list with uses, create, switch on and off, and products' own costs.
import { asc, count, desc, eq, ne, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { fieldErrorsOf, type FieldErrors } from "~/lib/forms";
import { floorUnitPrice, type FloorProduct } from "./pricing";
import { PROMOTION_FIELDS, promotionFormSchema, togglePromotionSchema, unitCostSchema } from "./promotion-form.schema";

export type AdminPromotion = {
  id: string;
  code: string | null;
  name: string;
  kind: "percent" | "fixed" | "free_shipping";
  percentOff: number | null;
  amountOff: number | null;
  minSubtotal: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  oncePerCustomer: boolean;
  productIds: string[];
  categories: string[];
  active: boolean;
  uses: number;
};

export async function loadAdminPromotions() {
  const uses = db
    .select({ promotionId: schema.orders.promotionId, n: count().as("n") })
    .from(schema.orders)
    .where(ne(schema.orders.status, "cancelled"))
    .groupBy(schema.orders.promotionId)
    .as("uses");
  const rows = await db
    .select({ promotion: schema.promotions, uses: sql<number>`coalesce(${uses.n}, 0)`.mapWith(Number) })
    .from(schema.promotions)
    .leftJoin(uses, eq(uses.promotionId, schema.promotions.id))
    .orderBy(desc(schema.promotions.createdAt));
  const promotions: AdminPromotion[] = rows.map(({ promotion, uses: n }) => ({
    ...promotion,
    startsAt: promotion.startsAt?.toISOString() ?? null,
    endsAt: promotion.endsAt?.toISOString() ?? null,
    uses: n,
  }));
  return { promotions, products: await floorProducts(), minMarginPercent: env.MIN_MARGIN_PERCENT };
}

/** Every active product with the price and floor of its cheapest variant. */
async function floorProducts(): Promise<FloorProduct[]> {
  const rows = await db
    .select({
      id: schema.products.id,
      name: schema.products.name,
      category: schema.products.category,
      basePrice: schema.products.basePrice,
      unitCost: schema.products.unitCost,
      source: schema.products.source,
      variantPrice: schema.productVariants.price,
      baseCost: schema.productVariants.baseCost,
    })
    .from(schema.products)
    .leftJoin(schema.productVariants, eq(schema.productVariants.productId, schema.products.id))
    .where(eq(schema.products.isActive, true))
    .orderBy(asc(schema.products.name));
  const byId = new Map<string, FloorProduct>();
  for (const row of rows) {
    const price = row.variantPrice ?? row.basePrice;
    const floor = floorUnitPrice(row.baseCost ?? row.unitCost, env.MIN_MARGIN_PERCENT);
    const seen = byId.get(row.id);
    // The tightest variant: the one with the least room between its price and its floor.
    if (!seen || price - floor < seen.price - seen.floor) {
      byId.set(row.id, {
        id: row.id,
        name: row.name,
        category: row.category,
        price,
        floor,
        source: row.source,
        unitCost: row.unitCost,
      });
    }
  }
  return [...byId.values()];
}

async function codeTaken(code: string) {
  const [taken] = await db
    .select({ id: schema.promotions.id })
    .from(schema.promotions)
    .where(sql`lower(${schema.promotions.code}) = lower(${code})`);
  return Boolean(taken);
}

export type PromotionActionResult =
  | { ok: true; message: string }
  | { ok: false; fieldErrors: FieldErrors; message: string; intent: string; productId?: string };

const refused = (intent: string, fieldErrors: FieldErrors, message = "Please correct the fields marked") => ({
  ok: false as const,
  fieldErrors,
  message,
  intent,
});

/** The screen's three forms; bad input answers with the field's message and writes nothing. */
export async function promotionAction(form: FormData): Promise<PromotionActionResult> {
  const intent = String(form.get("intent") ?? "");
  if (intent === "toggle-promotion") {
    const parsed = togglePromotionSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return refused(intent, fieldErrorsOf(parsed.error), "That promotion could not be changed");
    const [row] = await db
      .update(schema.promotions)
      .set({ active: parsed.data.active, updatedAt: new Date() })
      .where(eq(schema.promotions.id, parsed.data.promotionId))
      .returning();
    if (!row) return refused(intent, {}, "That promotion no longer exists");
    return { ok: true, message: `${row.name} is now ${row.active ? "on" : "off"}` };
  }
  if (intent === "set-unit-cost") {
    const parsed = unitCostSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success)
      return { ...refused(intent, fieldErrorsOf(parsed.error)), productId: String(form.get("productId")) };
    const [row] = await db
      .update(schema.products)
      .set({ unitCost: parsed.data.unitCost ?? null, updatedAt: new Date() })
      .where(eq(schema.products.id, parsed.data.productId))
      .returning({ name: schema.products.name });
    if (!row) return refused(intent, {}, "That product no longer exists");
    return { ok: true, message: `Unit cost of ${row.name} saved` };
  }
  const values: Record<string, unknown> = Object.fromEntries(
    PROMOTION_FIELDS.map((field) => [field, form.get(field) ?? undefined]),
  );
  values.productIds = form.getAll("productIds").map(String).join(",");
  values.categories = form.getAll("categories").map(String).join(",");
  const parsed = promotionFormSchema.safeParse(values);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const code = String(values.code ?? "").trim();
  if (code && !errors.code && (await codeTaken(code))) errors.code = "A promotion already has this code";
  if (!parsed.success || Object.keys(errors).length) return refused("create-promotion", errors);
  const { intent: _intent, ...input } = parsed.data;
  try {
    await db.insert(schema.promotions).values({
      ...input,
      percentOff: input.kind === "percent" ? (input.percentOff ?? null) : null,
      amountOff: input.kind === "fixed" ? (input.amountOff ?? null) : null,
      minSubtotal: input.minSubtotal ?? null,
    });
  } catch (error) {
    // Two admins creating the same code at once: the unique index decides.
    if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === "23505") {
      return refused("create-promotion", { code: "A promotion already has this code" });
    }
    throw error;
  }
  return { ok: true, message: `${input.name} created` };
}
