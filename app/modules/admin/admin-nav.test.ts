// The admin navigation's links per mode and the page each path belongs to.
import { describe, expect, it } from "vitest";
import { adminLinks, currentAdminLink } from "./admin-nav";

describe("admin navigation", () => {
  it("lists every page when native, leaving out what a platform store does not have", () => {
    expect(adminLinks(true).map((link) => link.label)).toEqual([
      "Orders",
      "Products",
      "Collections",
      "Promotions",
      "Drops",
      "Personalised prints",
      "Insights",
      "Reviews",
      "Tax",
      "Currencies",
      "Settings",
    ]);
    expect(adminLinks(false).map((link) => link.label)).toEqual([
      "Orders",
      "Products",
      "Collections",
      "Drops",
      "Insights",
      "Reviews",
      "Settings",
    ]);
  });

  it("marks the section of a page, and Orders only on /admin itself", () => {
    const links = adminLinks(true);
    expect(currentAdminLink("/admin", links)?.label).toBe("Orders");
    expect(currentAdminLink("/admin/", links)?.label).toBe("Orders");
    expect(currentAdminLink("/admin/products/featured", links)?.label).toBe("Products");
    expect(currentAdminLink("/admin/drops/123", links)?.label).toBe("Drops");
    expect(currentAdminLink("/admin/productsx", links)).toBeUndefined();
    expect(currentAdminLink("/admin/unknown", links)).toBeUndefined();
  });
});
