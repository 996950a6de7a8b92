// The newsletter sign-up form, shared by the browser and the server.
import { z } from "zod";
import { emailAddress } from "~/lib/email-address";

export const newsletterSchema = z.object({
  email: z
    .string({ message: "Please enter your email" })
    .trim()
    .pipe(
      emailAddress({
        required: "Please enter your email",
        tooLong: "That email is too long",
        invalid: "Please enter a valid email address",
      }),
    )
    .transform((email) => email.toLowerCase()),
});
