// The account forms' rules (SPEC section 5), as the browser and the server both apply them.
import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/forms";
import { signInSchema, signUpSchema } from "./auth.schema";

function errorsOf(result: ReturnType<typeof signUpSchema.safeParse> | ReturnType<typeof signInSchema.safeParse>) {
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe("account form rules", () => {
  it("needs email and password to sign in, the password at least 6 characters", () => {
    expect(errorsOf(signInSchema.safeParse({}))).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
    expect(errorsOf(signInSchema.safeParse({ email: "a@b.co", password: "12345" }))).toEqual({
      password: "Password must be at least 6 characters",
    });
    expect(errorsOf(signInSchema.safeParse({ email: "not-an-email", password: "123456" }))).toEqual({
      email: "Please enter a valid email address",
    });
    expect(signInSchema.parse({ email: "  Mixed@Case.COM ", password: "123456" })).toEqual({
      email: "mixed@case.com",
      password: "123456",
    });
  });

  it("needs a full name to sign up", () => {
    expect(errorsOf(signUpSchema.safeParse({ fullName: "   ", email: "a@b.co", password: "123456" }))).toEqual({
      fullName: "Full name is required",
    });
    expect(signUpSchema.parse({ fullName: " Ada Lovelace ", email: "a@b.co", password: "123456" }).fullName).toBe(
      "Ada Lovelace",
    );
  });

  it("keeps a password exactly as typed", () => {
    expect(signInSchema.parse({ email: "a@b.co", password: "  spaced  " }).password).toBe("  spaced  ");
  });
});
