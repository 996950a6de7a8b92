// The contact form's messages, field by field.
import { describe, expect, it } from "vitest";
import { parseContact } from "./contact.schema";

const valid = {
  name: "Mia Chen",
  email: "mia@example.com",
  subject: "Hoodie sizing",
  message: "Does the hoodie run big?",
};

describe("contact schema", () => {
  it("accepts a complete message and trims it", () => {
    const result = parseContact({ ...valid, name: "  Mia Chen  " });
    expect(result).toEqual({ success: true, data: valid });
  });

  it("says which fields are required when everything is empty", () => {
    expect(parseContact({ name: "", email: "", subject: "", message: "" })).toEqual({
      success: false,
      fieldErrors: {
        name: "Name is required",
        email: "Email is required",
        subject: "Subject is required",
        message: "Message is required",
      },
    });
  });

  it.each([
    ["name", "Name is required"],
    ["email", "Email is required"],
    ["subject", "Subject is required"],
    ["message", "Message is required"],
  ])("requires %s, and blanks count as missing", (field, message) => {
    expect(parseContact({ ...valid, [field]: "   " })).toEqual({ success: false, fieldErrors: { [field]: message } });
    const { [field as keyof typeof valid]: _dropped, ...rest } = valid;
    expect(parseContact(rest)).toEqual({ success: false, fieldErrors: { [field]: message } });
  });

  it.each(["mia", "mia@", "@example.com", "mia@example", "mia example@x.com"])("rejects the email %s", (email) => {
    expect(parseContact({ ...valid, email })).toEqual({
      success: false,
      fieldErrors: { email: "Please enter a valid email address" },
    });
  });

  it("limits the length of each field", () => {
    const result = parseContact({ ...valid, name: "x".repeat(101), message: "x".repeat(5001) });
    expect(result).toEqual({
      success: false,
      fieldErrors: { name: "Name must be at most 100 characters", message: "Message must be at most 5000 characters" },
    });
  });

  it("drops NUL characters, which the database refuses", () => {
    const result = parseContact({ ...valid, message: "hi\u0000 there" });
    expect(result.success && result.data.message).toBe("hi there");
  });
});
