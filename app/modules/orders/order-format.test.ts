import { describe, expect, it } from "vitest";
import { shortOrderId } from "~/lib/order-number";
import { formatCents } from "./order-format";
import { statusColour } from "./order-status-badge";

describe("order display helpers", () => {
  it("shows the first 8 characters of the id, uppercased", () => {
    expect(shortOrderId("0b0e8a0e-7c1f-4a53-9d43-3c6a1c2b7f10")).toBe("0B0E8A0E");
  });

  it("formats integer cents", () => {
    expect(formatCents(599)).toBe("$5.99");
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(5)).toBe("$0.05");
  });

  it("colours statuses as SPEC section 4 says, grey when unknown", () => {
    expect(statusColour("pending")).toContain("yellow");
    expect(statusColour("processing")).toContain("blue");
    expect(statusColour("shipped")).toContain("purple");
    expect(statusColour("delivered")).toContain("green");
    expect(statusColour("cancelled")).toContain("red");
    expect(statusColour("lost")).toContain("gray");
  });
});
