// The one field-error helper: zod's first message per field, named by the path's first key or by
// the form's own naming (a list's rows, a value parsed on its own).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf } from "./forms";

const schema = z.object({
  email: z.email("Enter an email").min(10, "Too short"),
  rows: z.array(z.object({ size: z.number("Size must be a number") })),
});

describe("fieldErrorsOf", () => {
  it("keeps the first message of each field, named by the path's first key", () => {
    const parsed = schema.safeParse({ email: "x", rows: [{ size: 1 }, { size: "L" }] });
    expect(fieldErrorsOf(parsed.error!)).toEqual({ email: "Enter an email", rows: "Size must be a number" });
  });

  it("names fields the form's way when given how, and the whole value's issue 'form' by default", () => {
    const parsed = schema.safeParse({ email: "someone@example.com", rows: [{ size: 1 }, { size: "L" }] });
    expect(fieldErrorsOf(parsed.error!, ([first, index]) => `${String(first)}:${String(index)}`)).toEqual({
      "rows:1": "Size must be a number",
    });
    expect(fieldErrorsOf(z.string("Text please").safeParse(3).error!)).toEqual({ form: "Text please" });
  });
});
