// The admin screen's input rules and list links.
import { describe, expect, it } from "vitest";
import { adminListHref } from "./admin-orders-filter";
import { adminActionSchema, parseAdminOrdersQuery } from "./admin.schema";

const ORDER = "3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f";

describe("parseAdminOrdersQuery", () => {
  it("reads status, search and page, and falls back on junk", () => {
    expect(parseAdminOrdersQuery(new URLSearchParams("status=shipped&q=%20abc%20&page=3"))).toEqual({
      status: "shipped",
      q: "abc",
      page: 3,
    });
    expect(parseAdminOrdersQuery(new URLSearchParams("status=refund-requested"))).toMatchObject({
      status: "refund-requested",
    });
    expect(parseAdminOrdersQuery(new URLSearchParams("status=lost&q=&page=-2"))).toEqual({
      status: undefined,
      q: undefined,
      page: 1,
    });
    expect(parseAdminOrdersQuery(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toBeUndefined();
    expect(parseAdminOrdersQuery(new URLSearchParams("hideUnpaid=on")).hideUnpaid).toBe(true);
    expect(parseAdminOrdersQuery(new URLSearchParams("hideUnpaid=yes")).hideUnpaid).toBeUndefined();
  });
});

describe("adminActionSchema", () => {
  it("takes the four admin statuses, an optional trimmed tracking number, and refunds", () => {
    for (const status of ["processing", "shipped", "delivered", "cancelled"]) {
      expect(adminActionSchema.safeParse({ intent: "update-status", orderId: ORDER, status }).success).toBe(true);
    }
    expect(
      adminActionSchema.parse({ intent: "update-status", orderId: ORDER, status: "shipped", trackingNumber: "  T1 " }),
    ).toMatchObject({ trackingNumber: "T1" });
    expect(
      adminActionSchema.parse({ intent: "update-status", orderId: ORDER, status: "shipped", trackingNumber: "  " }),
    ).toMatchObject({ trackingNumber: undefined });
    expect(adminActionSchema.parse({ intent: "issue-refund", orderId: ORDER })).toEqual({
      intent: "issue-refund",
      orderId: ORDER,
    });
  });

  it("refuses pending, unknown statuses and intents, bad ids and long tracking numbers", () => {
    for (const input of [
      { intent: "update-status", orderId: ORDER, status: "pending" },
      { intent: "update-status", orderId: ORDER, status: "SHIPPED" },
      { intent: "update-status", orderId: "1; drop table orders", status: "shipped" },
      { intent: "update-status", orderId: ORDER, status: "shipped", trackingNumber: "x".repeat(101) },
      { intent: "delete", orderId: ORDER },
      { orderId: ORDER, status: "shipped" },
    ]) {
      expect(adminActionSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });
});

describe("adminListHref", () => {
  it("keeps the filter across pages and leaves out what is empty", () => {
    expect(adminListHref({})).toBe("/admin");
    expect(adminListHref({}, 1)).toBe("/admin");
    expect(adminListHref({ status: "cancelled", hideUnpaid: true })).toBe("/admin?status=cancelled&hideUnpaid=on");
    expect(adminListHref({ status: "shipped", q: "a b@x.test" }, 2)).toBe(
      "/admin?status=shipped&q=a+b%40x.test&page=2",
    );
    expect(adminListHref({ q: "ABC" }, 3)).toBe("/admin?q=ABC&page=3");
  });
});
