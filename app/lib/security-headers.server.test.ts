// The security headers' rules: Stripe's hosts only in Stripe mode, HSTS only over https.
import express from "express";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders, type SecurityOptions } from "./security-headers.server";

const base: SecurityOptions = { siteUrl: "http://localhost:3000", stripe: false, csp: true };

async function headersFor(options: SecurityOptions) {
  const app = express();
  app.use(securityHeaders(options));
  app.get("/", (_req, res) => {
    res.send("ok");
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as { port: number };
    return (await fetch(`http://127.0.0.1:${port}/`)).headers;
  } finally {
    server.close();
  }
}

describe("contentSecurityPolicy", () => {
  it("runs only our own scripts and the request's nonce, and forbids framing", () => {
    const policy = contentSecurityPolicy("abc123", base);
    expect(policy).toContain("script-src 'self' 'nonce-abc123';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("stripe");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("allows Stripe's hosts only in Stripe mode", () => {
    const policy = contentSecurityPolicy("n", { ...base, stripe: true, stripeApiBase: "http://127.0.0.1:4010/" });
    expect(policy).toContain("script-src 'self' 'nonce-n' https://js.stripe.com;");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com http://127.0.0.1:4010;");
    expect(policy).toContain("frame-src https://js.stripe.com https://hooks.stripe.com;");
  });

  it("takes product images from https CDNs and from the partner hosts it is pointed at", () => {
    expect(contentSecurityPolicy("n", base)).toContain("img-src 'self' data: https:;");
    const policy = contentSecurityPolicy("n", { ...base, imageOrigins: ["http://127.0.0.1:4020/v1"] });
    expect(policy).toContain("img-src 'self' data: https: http://127.0.0.1:4020;");
  });
});

describe("securityHeaders", () => {
  it("sends the headers on every response, HSTS only when the site is https", async () => {
    const plain = await headersFor(base);
    expect(plain.get("x-content-type-options")).toBe("nosniff");
    expect(plain.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(plain.get("permissions-policy")).toContain("camera=()");
    expect(plain.get("content-security-policy")).toMatch(/'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(plain.get("strict-transport-security")).toBeNull();
    const secure = await headersFor({ ...base, siteUrl: "https://shop.example" });
    expect(secure.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });

  it("gives each request its own nonce", async () => {
    const [a, b] = [await headersFor(base), await headersFor(base)];
    expect(a.get("content-security-policy")).not.toBe(b.get("content-security-policy"));
  });
});
