// The connection form's one schema (decisions 052, 070): a token as the partners issue them, one
// word without spaces; whether it works is the partner's to say, on the server.
import { z } from "zod";

export const connectionSchema = z.object({
  token: z
    .string({ message: "Enter the token" })
    .trim()
    .min(1, "Enter the token")
    .max(2000, "A token is at most 2,000 characters")
    .refine((token) => !/\s/.test(token), { message: "A token has no spaces: paste it again" }),
});
