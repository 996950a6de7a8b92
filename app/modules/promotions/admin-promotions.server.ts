// The owner's promotions screen: list with uses, create, edit, switch on and off, and products' own costs.
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { db, isUniqueViolation, schema, type Tx } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { fieldErrorsOf, type FieldErrors } from "~/lib/forms";
import { promotionUseCounts, promotionUses } from "~/modules/order-lifecycle/index.server";
import { floorUnitPrice } from "~/lib/margin";
import { type FloorProduct } from "./pricing";
import {
  PROMOTION_FIELDS,
  promotionFormSchema,
  togglePromotionSchema,
  unitCostSchema,
  type PromotionForm,
} from "./promotion-form.schema";

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
  /** Some order carries it (even a cancelled one): its code and kind stay as they are (decision 047). */
  carried: boolean;
  updatedAt: string;
};

export async function loadAdminPromotions() {
  const [rows, uses] = await Promise.all([
    db.select().from(schema.promotions).orderBy(desc(schema.promotions.createdAt)),
    promotionUseCounts(),
  ]);
  const promotions: AdminPromotion[] = rows.map((promotion) => ({
    ...promotion,
    startsAt: promotion.startsAt?.toISOString() ?? null,
    endsAt: promotion.endsAt?.toISOString() ?? null,
    updatedAt: promotion.updatedAt.toISOString(),
    uses: uses.get(promotion.id)?.uses ?? 0,
    carried: uses.get(promotion.id)?.carried ?? false,
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

async function codeTaken(code: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: schema.promotions.id })
    .from(schema.promotions)
    .where(
      and(
        sql`lower(${schema.promotions.code}) = lower(${code})`,
        exceptId ? ne(schema.promotions.id, exceptId) : undefined,
      ),
    );
  return Boolean(taken);
}

const CODE_TAKEN = "A promotion already has this code";

/** The row a valid form writes: only the value its kind uses. */
function rowOf(input: Omit<PromotionForm, "intent">) {
  return {
    ...input,
    percentOff: input.kind === "percent" ? (input.percentOff ?? null) : null,
    amountOff: input.kind === "fixed" ? (input.amountOff ?? null) : null,
    minSubtotal: input.minSubtotal ?? null,
  };
}

/**
 * What an edit may not do to a promotion orders already carry (decision 047): change its code or
 * what it gives (the orders' stored amounts stay as they are either way), or allow fewer uses
 * than are already made. Checked under the row's lock, which placeOrder takes for a code too.
 */
async function editRefusals(tx: Tx, existing: typeof schema.promotions.$inferSelect, input: PromotionForm) {
  const carried = await promotionUses(tx, existing.id);
  const errors: FieldErrors = {};
  if (!carried.carried) return errors;
  if ((input.code ?? "") !== (existing.code ?? "")) errors.code = "The code can't change once orders carry it";
  if (input.kind !== existing.kind) errors.kind = "What it gives can't change once orders carry it";
  const live = carried.uses;
  if (input.usageLimit !== null && input.usageLimit < live) {
    errors.usageLimit = `Total uses can't be less than the ${live} already made`;
  }
  return errors;
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
  const editing = intent === "update-promotion";
  const formIntent = editing ? "update-promotion" : "create-promotion";
  const values: Record<string, unknown> = Object.fromEntries(
    PROMOTION_FIELDS.map((field) => [field, form.get(field) ?? undefined]),
  );
  values.productIds = form.getAll("productIds").map(String).join(",");
  values.categories = form.getAll("categories").map(String).join(",");
  const parsed = promotionFormSchema.safeParse(values);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const promotionId = editing ? z.uuid().safeParse(form.get("promotionId")).data : undefined;
  if (editing && !promotionId) return refused(formIntent, {}, "That promotion no longer exists");
  const code = String(values.code ?? "").trim();
  if (code && !errors.code && (await codeTaken(code, promotionId))) errors.code = CODE_TAKEN;
  if (!parsed.success || Object.keys(errors).length) return refused(formIntent, errors);
  const { intent: _intent, ...input } = parsed.data;
  try {
    if (!promotionId) {
      await db.insert(schema.promotions).values(rowOf(input));
      return { ok: true, message: `${input.name} created` };
    }
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(schema.promotions)
        .where(eq(schema.promotions.id, promotionId))
        .for("update");
      if (!existing) return refused(formIntent, {}, "That promotion no longer exists");
      const refusals = await editRefusals(tx, existing, parsed.data);
      if (Object.keys(refusals).length) return refused(formIntent, refusals);
      await tx
        .update(schema.promotions)
        .set({ ...rowOf(input), updatedAt: new Date() })
        .where(eq(schema.promotions.id, promotionId));
      return { ok: true as const, message: `${input.name} saved` };
    });
  } catch (error) {
    // Two admins giving the same code at once: the unique index decides.
    if (isUniqueViolation(error)) return refused(formIntent, { code: CODE_TAKEN });
    throw error;
  }
}
