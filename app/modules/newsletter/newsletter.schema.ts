// The newsletter sign-up form, shared by the browser and the server.
import { z } from "zod";

export const newsletterSchema = z.object({
  email: z
    .string({ message: "Please enter your email" })
    .trim()
    .min(1, "Please enter your email")
    .max(254, "That email is too long")
    .pipe(z.email("Please enter a valid email address"))
    .transform((email) => email.toLowerCase()),
});
