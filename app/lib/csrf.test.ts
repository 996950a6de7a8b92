// The cross-site request check: as a pure rule and as Express middleware on a real port.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCsrf, csrfProtection, type CsrfInput } from "./csrf.server";

const base: CsrfInput = {
  method: "POST",
  path: "/auth/sign-out",
  ownOrigin: "http://127.0.0.1:4000",
  siteUrl: "https://shop.example.com",
};
const session = "softdrop.session_token=abc.def";

describe("checkCsrf", () => {
  it.each([
    ["GET without headers", { method: "GET", cookie: session }, true],
    ["HEAD from anywhere", { method: "HEAD", origin: "https://evil.example", cookie: session }, true],
    ["POST from the request's own origin", { origin: "http://127.0.0.1:4000", cookie: session }, true],
    ["POST from SITE_URL (behind a TLS proxy)", { origin: "https://shop.example.com", cookie: session }, true],
    ["POST from another site", { origin: "https://evil.example", cookie: session }, false],
    ["POST from another site without a session", { origin: "https://evil.example" }, false],
    ["POST from a look-alike host", { origin: "https://shop.example.com.evil.example", cookie: session }, false],
    ["POST from another port", { origin: "http://127.0.0.1:4001", cookie: session }, false],
    ["POST with Origin null", { origin: "null", cookie: session }, false],
    ["POST with a same-site Referer only", { referer: "http://127.0.0.1:4000/auth?x=1", cookie: session }, true],
    ["POST with a cross-site Referer only", { referer: "https://evil.example/page", cookie: session }, false],
    ["POST with a junk Referer", { referer: "not a url", cookie: session }, false],
    ["POST with neither header and a session", { cookie: session }, false],
    ["POST with neither header and a secure session", { cookie: "__Secure-softdrop.session_token=x" }, false],
    ["POST with neither header and no session", { cookie: "sd_toast=1; cart=2" }, true],
    ["POST with neither header and no cookies", {}, true],
    ["PUT from another site", { method: "PUT", origin: "https://evil.example" }, false],
    ["DELETE from another site", { method: "DELETE", origin: "https://evil.example" }, false],
    ["PATCH from another site", { method: "PATCH", origin: "https://evil.example" }, false],
    ["a partner webhook", { path: "/webhooks/stripe", origin: "https://stripe.example", cookie: session }, true],
    ["a path that only looks like a webhook", { path: "/webhooksx/stripe", origin: "https://evil.example" }, false],
  ] as const)("%s", (_, overrides, allowed) => {
    expect(checkCsrf({ ...base, ...overrides }).allowed).toBe(allowed);
  });
});

describe("csrfProtection middleware", () => {
  let server: ReturnType<express.Express["listen"]>;
  let url: string;

  beforeAll(async () => {
    const app = express();
    app.use(csrfProtection("https://shop.example.com"));
    app.all("/{*path}", (_req, res) => {
      res.status(200).send("reached");
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("answers 403 to a cross-site POST and never reaches the route", async () => {
    const response = await fetch(`${url}/auth/sign-out`, {
      method: "POST",
      headers: { Origin: "https://evil.example", Cookie: session },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain("reached");
  });

  it("lets a same-origin POST through", async () => {
    const response = await fetch(`${url}/auth/sign-out`, { method: "POST", headers: { Origin: url, Cookie: session } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("reached");
  });

  it("refuses a POST with a session but no Origin or Referer, allows one without a session", async () => {
    const withSession = await fetch(`${url}/orders/1`, { method: "POST", headers: { Cookie: session } });
    expect(withSession.status).toBe(403);
    const withoutSession = await fetch(`${url}/newsletter`, { method: "POST" });
    expect(withoutSession.status).toBe(200);
  });

  it("leaves GET requests and webhooks alone", async () => {
    expect((await fetch(`${url}/admin`, { headers: { Origin: "https://evil.example", Cookie: session } })).status).toBe(
      200,
    );
    const webhook = await fetch(`${url}/webhooks/stripe`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(webhook.status).toBe(200);
  });
});
