// Security headers on every response: a Content-Security-Policy that runs only our own scripts
// (React Router's inline ones carry a per-request nonce), Stripe's hosts only in Stripe mode, no
// framing, no MIME sniffing, a strict referrer, no powerful browser features, HSTS over https.
// See docs/decisions/014-security-headers.md.
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

export type SecurityOptions = {
  siteUrl: string;
  stripe: boolean;
  /** The Stripe API host the browser talks to when it is not api.stripe.com (tests: a local fake). */
  stripeApiBase?: string;
  /**
   * Where product images may come from besides https (partners' CDNs): the partner API hosts
   * when they are set to something else, e.g. local fakes over http in tests.
   */
  imageOrigins?: string[];
  /** Off for Vite's dev server, whose client injects scripts and styles of its own. */
  csp: boolean;
};

const STRIPE_JS = "https://js.stripe.com";

export function contentSecurityPolicy(nonce: string, options: SecurityOptions) {
  const stripeApi = [
    "https://api.stripe.com",
    ...(options.stripeApiBase ? [new URL(options.stripeApiBase).origin] : []),
  ];
  const stripe = (...sources: string[]) => (options.stripe ? sources : []);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...stripe(STRIPE_JS)],
    // React and Radix set style attributes (positions, animations); no script runs from a style.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Product images live on the partners' CDNs (the print partners', Shopify's); an image runs no script.
    "img-src": ["'self'", "data:", "https:", ...(options.imageOrigins ?? []).map((base) => new URL(base).origin)],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...stripe(...stripeApi)],
    "frame-src": stripe(STRIPE_JS, "https://hooks.stripe.com"),
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.length ? sources.join(" ") : "'none'"}`)
    .join("; ");
}

export function securityHeaders(options: SecurityOptions) {
  const https = options.siteUrl.startsWith("https://");
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (options.csp) res.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
    res.set("X-Content-Type-Options", "nosniff");
    res.set("Referrer-Policy", "strict-origin-when-cross-origin");
    res.set("X-Frame-Options", "DENY");
    res.set(
      "Permissions-Policy",
      `camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=(), payment=(self${options.stripe ? ` "${STRIPE_JS}"` : ""})`,
    );
    if (https) res.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
