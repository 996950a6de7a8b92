// The owner's moderation form: approve, hide or answer one review.
import { z } from "zod";

export const moderationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), reviewId: z.uuid({ message: "Unknown review" }) }),
  z.object({ intent: z.literal("hide"), reviewId: z.uuid({ message: "Unknown review" }) }),
  z.object({
    intent: z.literal("answer"),
    reviewId: z.uuid({ message: "Unknown review" }),
    answer: z.string().trim().max(2000, "The answer can be at most 2,000 characters"),
  }),
]);
