import { describe, expect, it } from "vitest";
import { parseEnv, shownValue } from "./env.server";

const STRONG_SECRET = "3f9c1a7e5b2d8046c1e9a3f7b5d20e4c";

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

  it("reads TAX (none by default) and PRICES_INCLUDE_TAX; Stripe Tax needs the secret key", () => {
    expect(parseEnv({})).toMatchObject({ TAX: "none", PRICES_INCLUDE_TAX: false });
    expect(parseEnv({ TAX: "rates", PRICES_INCLUDE_TAX: "true" })).toMatchObject({
      TAX: "rates",
      PRICES_INCLUDE_TAX: true,
    });
    expect(() => parseEnv({ TAX: "vat" })).toThrow(/TAX must be 'none', 'rates' or 'stripe'/);
    expect(() => parseEnv({ TAX: "stripe" })).toThrow(/STRIPE_SECRET_KEY is required when TAX=stripe/);
  });

  it("lowercases and splits ADMIN_EMAILS", () => {
    expect(parseEnv({ ADMIN_EMAILS: " Owner@Shop.com , b@c.io" }).ADMIN_EMAILS).toEqual(["owner@shop.com", "b@c.io"]);
  });

  it("requires a secret and an explicit payment mode in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET is required when NODE_ENV=production/);
    expect(() => parseEnv({ NODE_ENV: "production", AUTH_SECRET: STRONG_SECRET })).toThrow(/PAYMENTS must be set/);
    expect(parseEnv({ NODE_ENV: "production", AUTH_SECRET: STRONG_SECRET, PAYMENTS: "sandbox" }).PAYMENTS).toBe(
      "sandbox",
    );
  });

  it("refuses a long but guessable AUTH_SECRET and says how to make one", () => {
    const production = { NODE_ENV: "production", PAYMENTS: "sandbox" };
    for (const weak of ["x".repeat(32), "ab".repeat(20), "aaaaaaaabbbbbbbbccccccccdddddddd"]) {
      expect(() => parseEnv({ ...production, AUTH_SECRET: weak })).toThrow(
        /AUTH_SECRET is too easy to guess .*openssl rand -hex 32/,
      );
    }
    expect(parseEnv({ ...production, AUTH_SECRET: STRONG_SECRET }).AUTH_SECRET).toBe(STRONG_SECRET);
    const generated = "9b1f0c3e7a5d2b8f4e6a1c0d9e7b3f5a2c8d6e4b0a1f3c5e7d9b2a4c6e8f0a1b";
    expect(parseEnv({ ...production, AUTH_SECRET: generated }).AUTH_SECRET).toBe(generated);
  });

  it("reads TRUST_PROXY as hops or a list of proxy addresses, and refuses anything else", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,loopback" }).TRUST_PROXY).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "loopback",
    ]);
    for (const bad of ["true", "yes", "999", "10.0.0.0/33", "nginx", "1.2.3.4/8/2"]) {
      expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY must be a number of proxy hops/);
    }
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

  it("reads SHOP_TIME_ZONE and PAYMENT_FEE (owner insights)", () => {
    expect(parseEnv({}).SHOP_TIME_ZONE).toBe("UTC");
    expect(parseEnv({}).PAYMENT_FEE).toEqual({ basisPoints: 290, fixedCents: 30 });
    expect(parseEnv({ SHOP_TIME_ZONE: "Europe/Berlin" }).SHOP_TIME_ZONE).toBe("Europe/Berlin");
    expect(parseEnv({ PAYMENT_FEE: "1.4% + 0.25" }).PAYMENT_FEE).toEqual({ basisPoints: 140, fixedCents: 25 });
    expect(parseEnv({ PAYMENT_FEE: "0%" }).PAYMENT_FEE).toEqual({ basisPoints: 0, fixedCents: 0 });
    expect(() => parseEnv({ SHOP_TIME_ZONE: "Mars/Olympus" })).toThrow(/SHOP_TIME_ZONE must be an IANA time zone/);
    expect(() => parseEnv({ PAYMENT_FEE: "lots" })).toThrow(/PAYMENT_FEE must be a percentage plus a fixed amount/);
  });
});
