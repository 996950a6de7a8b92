import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("runs with no configuration at all", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./.data");
    expect(env.COMMERCE).toBe("native");
    expect(env.PAYMENTS).toBe("sandbox");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: " " }).DATABASE_URL).toBeUndefined();
  });

  it("names the variable and what it accepts", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT must be a port number from 1 to 65535 \(got "abc"\)/);
    expect(() => parseEnv({ COMMERCE: "woo" })).toThrow(/COMMERCE must be 'native' or 'shopify'/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must be a PostgreSQL URL/);
    expect(() => parseEnv({ ADMIN_EMAILS: "a@b.co,nope" })).toThrow(/ADMIN_EMAILS must be a comma-separated list/);
  });

  it("lowercases and splits ADMIN_EMAILS", () => {
    expect(parseEnv({ ADMIN_EMAILS: " Owner@Shop.com , b@c.io" }).ADMIN_EMAILS).toEqual(["owner@shop.com", "b@c.io"]);
  });

  it("requires a secret and an explicit payment mode in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET is required when NODE_ENV=production/);
    expect(() => parseEnv({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) })).toThrow(/PAYMENTS must be set/);
    expect(parseEnv({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), PAYMENTS: "sandbox" }).PAYMENTS).toBe(
      "sandbox",
    );
  });

  it("requires the Stripe keys in stripe mode and the Shopify ones in shopify mode", () => {
    expect(() => parseEnv({ PAYMENTS: "stripe" })).toThrow(/STRIPE_SECRET_KEY is required when PAYMENTS=stripe/);
    expect(() => parseEnv({ COMMERCE: "shopify" })).toThrow(/SHOPIFY_STORE_DOMAIN is required when COMMERCE=shopify/);
  });
});
