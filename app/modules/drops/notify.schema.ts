// The Notify me form: an email address for a drop's or a variant's notify list.
import { z } from "zod";

export const notifySchema = z
  .object({
    email: z.string().trim().toLowerCase().email("Please enter a valid email address").max(254),
    dropId: z.string().uuid().optional(),
    variantId: z.string().uuid().optional(),
  })
  .refine((value) => Boolean(value.dropId) !== Boolean(value.variantId), {
    message: "Choose a drop or a size and colour",
    path: ["email"],
  });
export type NotifyInput = z.infer<typeof notifySchema>;
