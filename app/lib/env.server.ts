// Configuration, read once from the environment (and ./.env) and checked with one zod schema.
import { existsSync } from "node:fs";
import { z } from "zod";
import { PRICE_ROUNDINGS } from "./currencies";
import { CURRENCY_CODES } from "./money";
import {
  isTimeZone,
  MIN_SECRET_BITS,
  PAYMENT_FEE_MESSAGE,
  parsePaymentFee,
  parseTrustProxy,
  secretBits,
  TRUST_PROXY_MESSAGE,
} from "./env-rules";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const optionalUrl = (what: string) =>
  optionalText.refine((value) => value === undefined || URL.canParse(value), {
    message: `must be a full URL (${what})`,
  });

/** A yes/no setting that is on unless set to 'false'. */
const trueOrFalse = z
  .enum(["true", "false"], { message: "must be 'true' or 'false'" })
  .default("true")
  .transform((value) => value === "true");

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ message: "must be a port number from 1 to 65535" })
      .int("must be a port number from 1 to 65535")
      .min(1, "must be a port number from 1 to 65535")
      .max(65535, "must be a port number from 1 to 65535")
      .default(3000),
    HOST: optionalText,
    DATA_DIR: z.string().trim().min(1, "must be a folder path").default("./.data"),
    DATABASE_URL: optionalText.refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
      message: "must be a PostgreSQL URL, postgres://user:password@host:5432/database",
    }),
    COMMERCE: z.enum(["native", "shopify"], { message: "must be 'native' or 'shopify'" }).default("native"),
    /** Checkout shipping: the flat rate, or live rates from the print partners (decision 046). */
    SHIPPING_RATES: z.enum(["flat", "partner"], { message: "must be 'flat' or 'partner'" }).default("flat"),
    /** Tax (decision 064): none, the owner's table of rates at /admin/tax, or Stripe Tax. */
    TAX: z.enum(["none", "rates", "stripe"], { message: "must be 'none', 'rates' or 'stripe'" }).default("none"),
    /** Catalogue prices include tax (VAT style); the /admin/tax switch can also turn it on. */
    PRICES_INCLUDE_TAX: z
      .enum(["true", "false"], { message: "must be 'true' or 'false'" })
      .default("false")
      .transform((value) => value === "true"),
    SITE_URL: optionalUrl("e.g. https://shop.example.com"),
    AUTH_SECRET: optionalText
      .refine((value) => value === undefined || value.length >= 32, {
        message: "must be at least 32 characters (try: openssl rand -hex 32)",
      })
      .refine((value) => value === undefined || value.length < 32 || secretBits(value) >= MIN_SECRET_BITS, {
        message: "is too easy to guess (too few different characters); make a random one with: openssl rand -hex 32",
      }),
    /** Proxies in front of the store whose X-Forwarded-For is believed (env-rules.ts). */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (parsed.ok) return parsed.value;
        ctx.addIssue({ code: "custom", message: TRUST_PROXY_MESSAGE });
        return z.NEVER;
      }),
    ADMIN_EMAILS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ message: "must be a comma-separated list of email addresses" }))),
    PAYMENTS: z.enum(["sandbox", "stripe"], { message: "must be 'sandbox' or 'stripe'" }).optional(),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_BASE: optionalUrl("the Stripe API host, for tests"),
    UNPAID_ORDER_HOURS: z.coerce
      .number({ message: "must be a whole number of hours" })
      .int("must be a whole number of hours")
      .min(1, "must be at least 1 hour")
      .max(24 * 90, "must be at most 2160 hours (90 days)")
      .default(24),
    /** Days after delivery the review request email is sent (decision 058); a fraction shortens it in tests. */
    REVIEW_REQUEST_DAYS: z.coerce
      .number({ message: "must be a number of days" })
      .positive("must be more than 0 days")
      .max(365, "must be at most 365 days")
      .default(7),
    /** Minutes after an unpaid checkout its one reminder is sent (decision 069); 0 = no reminders, a fraction for tests. */
    CHECKOUT_REMINDER_MINUTES: z.coerce
      .number({ message: "must be a number of minutes" })
      .min(0, "must be 0 (off) or more minutes")
      .max(60 * 24 * 7, "must be at most 10080 minutes (a week)")
      .default(60),
    /** The least margin a promotion leaves on a line, in percent over its cost (decision 044). */
    MIN_MARGIN_PERCENT: z.coerce
      .number({ message: "must be a whole number of percent" })
      .int("must be a whole number of percent")
      .min(0, "must be 0 or more")
      .max(1000, "must be at most 1000")
      .default(10),
    /**
     * Presentment currencies shoppers may choose (decision 071), beside the shop's USD; the store
     * settings can turn them on too. Empty: USD only.
     */
    CURRENCIES: z
      .string()
      .optional()
      .transform((value) => [
        ...new Set(
          (value ?? "")
            .split(",")
            .map((code) => code.trim().toUpperCase())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z.array(
          z.enum(CURRENCY_CODES.filter((code) => code !== "USD") as [string, ...string[]], {
            message: `must be a comma-separated list of ${CURRENCY_CODES.filter((code) => code !== "USD").join(", ")}`,
          }),
        ),
      ),
    /** The European Central Bank's daily reference rates (a fake of it in tests). */
    FX_RATES_URL: optionalUrl("the ECB's eurofxref-daily.xml").default(
      "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml",
    ),
    /** Percent added to the reference rate (the conversion's cost); set, it wins over the settings. */
    FX_MARGIN_PERCENT: z.coerce
      .number({ message: "must be a number of percent" })
      .min(0, "must be 0 or more")
      .max(20, "must be at most 20")
      .optional(),
    /** Converted prices' endings; set, it wins over the settings. */
    PRICE_ROUNDING: z.enum(PRICE_ROUNDINGS, { message: "must be 'exact', '99', '95' or 'whole'" }).optional(),
    SMTP_URL: optionalUrl("e.g. smtps://user:password@smtp.example.com:465"),
    MAIL_FROM: z.string().trim().min(3).default("softdrop <hello@softdrop.shop>"),
    SHOP_EMAIL: z.email({ message: "must be an email address" }).default("hello@softdrop.shop"),
    /** nginx's proxy_cache_path on this machine: emptied when the store settings change (decision 066). */
    PROXY_CACHE_DIR: optionalText,
    PRINTFUL_API_TOKEN: optionalText,
    PRINTFUL_API_BASE: optionalUrl("the Printful API, for tests").default("https://api.printful.com"),
    PRINTIFY_API_TOKEN: optionalText,
    PRINTIFY_API_BASE: optionalUrl("the Printify API, for tests").default("https://api.printify.com/v1"),
    PRINTFUL_STORE_ID: optionalText.refine((value) => value === undefined || /^\d+$/.test(value), {
      message: "must be a Printful store ID (digits)",
    }),
    PRINTIFY_SHOP_ID: optionalText.refine((value) => value === undefined || /^\d+$/.test(value), {
      message: "must be a Printify shop ID (digits)",
    }),
    PRINTFUL_CONFIRM_ORDERS: trueOrFalse,
    PRINTIFY_SEND_TO_PRODUCTION: trueOrFalse,
    PARTNER_WEBHOOK_SECRET: optionalText.refine((value) => value === undefined || /^[\w-]{16,}$/.test(value), {
      message: "must be at least 16 letters, digits, '-' or '_' (it is part of the webhook URLs)",
    }),
    PARTNER_RECONCILE_MINUTES: z.coerce
      .number({ message: "must be a whole number of minutes" })
      .int("must be a whole number of minutes")
      .min(1, "must be at least 1 minute")
      .max(24 * 60, "must be at most 1440 minutes (a day)")
      .default(15),
    SHOPIFY_STORE_DOMAIN: optionalText,
    SHOPIFY_STOREFRONT_TOKEN: optionalText,
    SHOPIFY_API_BASE: optionalUrl("the Shopify Storefront API host, for tests"),
    /** Signs Shopify's webhooks (Shopify admin → Notifications → Webhooks, or the app's client secret). */
    SHOPIFY_WEBHOOK_SECRET: optionalText,
    /** Optional Admin API token: registers webhooks and sets variant availability from Sync Inventory. */
    SHOPIFY_ADMIN_TOKEN: optionalText,
    /** The shop's own time zone: the days of the owner's insights (and drops) begin at its midnight. */
    SHOP_TIME_ZONE: z
      .string()
      .trim()
      .default("UTC")
      .transform((value) => value || "UTC")
      .refine(isTimeZone, { message: "must be an IANA time zone such as Europe/Berlin or America/New_York" }),
    /** The payment provider's fee per order, for the insights' gross margin (env-rules.ts). */
    PAYMENT_FEE: z
      .string()
      .default("2.9% + 0.30")
      .transform((value, ctx) => {
        const fee = parsePaymentFee(value);
        if (fee) return fee;
        ctx.addIssue({ code: "custom", message: PAYMENT_FEE_MESSAGE });
        return z.NEVER;
      }),
    /** Checkout without an account (decision 065): set, it wins over the store setting. */
    GUEST_CHECKOUT: z
      .enum(["true", "false"], { message: "must be 'true' or 'false'" })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === "true")),
    RUN_WORKER: z
      .enum(["true", "false"], { message: "must be 'true' or 'false'" })
      .default("true")
      .transform((value) => value === "true"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((config, ctx) => {
    const production = config.NODE_ENV === "production";
    if (production && !config.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required when NODE_ENV=production" });
    }
    if (production && !config.PAYMENTS) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENTS"],
        message: "must be set when NODE_ENV=production: 'stripe', or 'sandbox' to take test cards on purpose",
      });
    }
    if (config.PAYMENTS === "stripe") {
      for (const key of ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
        if (!config[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when PAYMENTS=stripe" });
      }
    }
    if (config.TAX === "stripe" && !config.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_SECRET_KEY"], message: "is required when TAX=stripe" });
    }
    if (config.COMMERCE === "shopify") {
      for (const key of ["SHOPIFY_STORE_DOMAIN", "SHOPIFY_STOREFRONT_TOKEN"] as const) {
        if (!config[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when COMMERCE=shopify" });
      }
    }
  });

export type Env = z.infer<typeof schema> & { PAYMENTS: "sandbox" | "stripe"; SITE_URL: string };

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** AUTH_SECRET, *_SECRET, *_TOKEN, *_KEY: never repeated back, not even in a start-up error. */
const SECRET_NAME = /(^|_)(SECRET|TOKEN|KEY)$/;

/** The value to quote in an error: none for a secret, a URL without its password, else as given. */
export function shownValue(name: string, value: string | undefined): string | undefined {
  if (!value || SECRET_NAME.test(name)) return undefined;
  if (URL.canParse(value)) {
    const url = new URL(value);
    if (!url.password) return value;
    url.password = "***";
    return url.href;
  }
  // Not a URL but maybe meant as one: an "@" may follow a password, so say nothing.
  return value.includes("@") && value.includes(":") ? undefined : value;
}

/** Parses a set of variables; throws a ConfigError naming each bad variable and what it accepts. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "config");
      const given = shownValue(name, source[name]);
      return `  ${name} ${issue.message}${given ? ` (got "${given}")` : ""}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = result.data;
  return {
    ...config,
    PAYMENTS: config.PAYMENTS ?? "sandbox",
    SITE_URL: (config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ""),
  };
}

if (existsSync(".env") && process.env.NODE_ENV !== "test") process.loadEnvFile(".env");

export const env: Env = parseEnv(process.env);

/** The only configuration the browser ever sees. */
export const publicEnv = {
  COMMERCE: env.COMMERCE,
  PAYMENTS: env.PAYMENTS,
  STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY,
};
