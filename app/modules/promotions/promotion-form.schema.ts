// The admin's promotion forms, shared by the browser (instant feedback) and the action (authority).
import { z } from "zod";
import { moneyField as money } from "~/lib/money-field";

const optionalMoney = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(money(label).optional());

const optionalDate = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: "custom", message: `${label} must be a date and time` });
        return z.NEVER;
      }
      return date;
    });

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );

export const promotionFormSchema = z
  .object({
    intent: z.enum(["create-promotion", "update-promotion"]),
    code: z
      .string()
      .trim()
      .max(40, "Code must be at most 40 characters")
      .regex(/^[A-Za-z0-9_-]*$/, "Code may use letters, digits, '-' and '_' only")
      .transform((value) => value || null),
    name: z.string().trim().min(1, "Name is required").max(80, "Name must be at most 80 characters"),
    kind: z.enum(["percent", "fixed", "free_shipping"], { message: "Choose what the promotion gives" }),
    percentOff: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? Number(value) : undefined)),
    amountOff: optionalMoney("Amount off"),
    minSubtotal: optionalMoney("Minimum subtotal"),
    startsAt: optionalDate("Starts"),
    endsAt: optionalDate("Ends"),
    usageLimit: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? Number(value) : null))
      .refine((value) => value === null || (Number.isInteger(value) && value >= 1 && value <= 1_000_000), {
        message: "Total uses must be a whole number from 1",
      }),
    oncePerCustomer: z
      .string()
      .optional()
      .transform((value) => value === "on"),
    productIds: list.pipe(z.array(z.uuid({ message: "Choose products from the list" })).max(200)),
    categories: list.pipe(z.array(z.string().max(60)).max(50)),
  })
  .superRefine((form, ctx) => {
    if (form.kind === "percent") {
      const percent = form.percentOff;
      if (percent === undefined || !Number.isInteger(percent) || percent < 1 || percent > 100) {
        ctx.addIssue({
          code: "custom",
          path: ["percentOff"],
          message: "Percent off must be a whole number from 1 to 100",
        });
      }
    }
    if (form.kind === "fixed" && !form.amountOff) {
      ctx.addIssue({ code: "custom", path: ["amountOff"], message: "Amount off is required" });
    }
    if (form.startsAt && form.endsAt && form.endsAt <= form.startsAt) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "Ends must be after Starts" });
    }
  });

export type PromotionForm = z.infer<typeof promotionFormSchema>;

export const togglePromotionSchema = z.object({
  intent: z.literal("toggle-promotion"),
  promotionId: z.uuid(),
  active: z.enum(["true", "false"]).transform((value) => value === "true"),
});

export const unitCostSchema = z.object({
  intent: z.literal("set-unit-cost"),
  productId: z.uuid(),
  unitCost: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(money("Unit cost").optional()),
});

export const PROMOTION_FIELDS = [
  "intent",
  "code",
  "name",
  "kind",
  "percentOff",
  "amountOff",
  "minSubtotal",
  "startsAt",
  "endsAt",
  "usageLimit",
  "oncePerCustomer",
  "productIds",
  "categories",
] as const;
