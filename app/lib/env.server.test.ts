import { describe, expect, it } from "vitest";
import { parseEnv, shownValue } from "./env.server";

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

  it("names a secret and its rule but never echoes its value", () => {
    const errorOf = (source: Record<string, string>) => {
      try {
        parseEnv(source);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error("expected a ConfigError");
    };
    const short = errorOf({ AUTH_SECRET: "short-secret-value" });
    expect(short).toContain("AUTH_SECRET must be at least 32 characters");
    expect(short).not.toContain("short-secret-value");
    // Any *_SECRET, *_TOKEN or *_KEY that breaks a rule (here: required together in stripe mode).
    const stripe = errorOf({
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_live_do_not_print",
      STRIPE_WEBHOOK_SECRET: "",
    });
    expect(stripe).toContain("STRIPE_PUBLISHABLE_KEY is required when PAYMENTS=stripe");
    expect(stripe).not.toContain("sk_live_do_not_print");
  });

  it("never echoes the password inside a database or SMTP URL", () => {
    const message = (source: Record<string, string>) => {
      try {
        parseEnv(source);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    const database = message({ DATABASE_URL: "mysql://shop:hunter2-db@db.example:3306/shop" });
    expect(database).toContain("DATABASE_URL must be a PostgreSQL URL");
    expect(database).not.toContain("hunter2-db");
    const smtp = message({ SMTP_URL: "smtp//mailer:hunter2-smtp@mail.example" });
    expect(smtp).toContain("SMTP_URL must be a full URL");
    expect(smtp).not.toContain("hunter2-smtp");
  });

  it("quotes a value that is not secret, to help fix it", () => {
    expect(shownValue("PORT", "abc")).toBe("abc");
    expect(shownValue("PRINTFUL_API_TOKEN", "tok")).toBeUndefined();
    expect(shownValue("SHOPIFY_ADMIN_TOKEN", "tok")).toBeUndefined();
    expect(shownValue("DATABASE_URL", "postgres://u:pw@h/db")).toBe("postgres://u:***@h/db");
  });

  it("cancels unpaid orders after 24 hours unless UNPAID_ORDER_HOURS says otherwise", () => {
    expect(parseEnv({}).UNPAID_ORDER_HOURS).toBe(24);
    expect(parseEnv({ UNPAID_ORDER_HOURS: "72" }).UNPAID_ORDER_HOURS).toBe(72);
    expect(() => parseEnv({ UNPAID_ORDER_HOURS: "0" })).toThrow(/UNPAID_ORDER_HOURS must be at least 1 hour/);
    expect(() => parseEnv({ UNPAID_ORDER_HOURS: "1.5" })).toThrow(/UNPAID_ORDER_HOURS must be a whole number of hours/);
  });
});
