// The toast cookie: httpOnly and same-site always, Secure when the store is served over https.
import { describe, expect, it } from "vitest";
import { toastCookieFor } from "./toast.server";

const toast = { type: "success", title: "Message sent!" };

describe("the toast cookie", () => {
  it("is Secure when SITE_URL is https", async () => {
    const header = await toastCookieFor("https://shop.example.com").serialize(toast);
    expect(header).toMatch(/;\s*Secure/i);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
  });

  it("is not Secure over plain http (a browser would drop it there)", async () => {
    const header = await toastCookieFor("http://localhost:3000").serialize(toast);
    expect(header).not.toMatch(/Secure/i);
    expect(header).toMatch(/;\s*HttpOnly/i);
  });
});
