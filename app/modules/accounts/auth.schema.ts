// The account forms (sign-in, sign-up, forgot and reset password), shared by the browser and the server.
import { z } from "zod";
import { emailAddress } from "~/lib/email-address";

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

const email = z
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

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: z
    .string({ message: "This reset link is not valid" })
    .min(1, "This reset link is not valid")
    .max(512, "This reset link is not valid"),
  password,
});
