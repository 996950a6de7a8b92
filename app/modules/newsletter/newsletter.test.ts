import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { newsletterSchema } from "./newsletter.schema";
import { subscribeToNewsletter } from "./newsletter.server";

describe("newsletter", () => {
  it("accepts a valid address, trimmed and lowercased", () => {
    expect(newsletterSchema.parse({ email: "  Fan@Example.COM " }).email).toBe("fan@example.com");
  });

  it("explains a missing or malformed address", () => {
    expect(newsletterSchema.safeParse({ email: "" }).error?.issues[0]?.message).toBe("Please enter your email");
    expect(newsletterSchema.safeParse({ email: "not-an-email" }).error?.issues[0]?.message).toBe(
      "Please enter a valid email address",
    );
  });

  it("stores an address once, and a repeat is not an error", async () => {
    expect(await subscribeToNewsletter("repeat@example.com")).toBe(true);
    expect(await subscribeToNewsletter("repeat@example.com")).toBe(false);
    const rows = await db.select().from(schema.newsletterSubscribers);
    expect(rows.filter((row) => row.email === "repeat@example.com")).toHaveLength(1);
  });
});
