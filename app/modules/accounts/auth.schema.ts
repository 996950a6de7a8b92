// The account forms (sign-in, sign-up, forgot and reset password, first-run setup), shared by the
// browser and the server.
import { z } from "zod";
import { emailAddress } from "~/lib/email-address";

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** An email address being typed: at sign-in and sign-up, for a reset, and as the new one on /account. */
export const email = z
  .string({ message: "Email is required" })
  .trim()
  .pipe(
    emailAddress({
      required: "Email is required",
      tooLong: "That email is too long",
      invalid: "Please enter a valid email address",
    }),
  )
  .transform((value) => value.toLowerCase());

/** A password being chosen: at sign-up, on reset and as the new one on /account. */
export const password = z
  .string({ message: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const signInSchema = z.object({ email, password });

/** The account's name, at sign-up and when it is changed on /account. */
export const fullName = z
  .string({ message: "Full name is required" })
  .trim()
  .min(1, "Full name is required")
  .max(100, "Full name must be at most 100 characters");

export const signUpSchema = z.object({ fullName, email, password });

/**
 * The owner's claim of a new store at /setup: the sign-up's fields and the one-time code the
 * server printed at start (setup-code.server.ts checks it; here only that one was typed).
 */
export const setupSchema = signUpSchema.extend({
  code: z
    .string({ message: "Enter the setup code" })
    .trim()
    .min(1, "Enter the setup code")
    .max(64, "That is not a setup code"),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: z
    .string({ message: "This reset link is not valid" })
    .min(1, "This reset link is not valid")
    .max(512, "This reset link is not valid"),
  password,
});
