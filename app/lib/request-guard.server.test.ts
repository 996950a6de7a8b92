// The request guard's rules on their own: which body each path reads, and what it refuses.
import { describe, expect, it } from "vitest";
import {
  BODY_LIMIT,
  bodyRuleFor,
  checkBody,
  checkUrl,
  jsonDepth,
  MAX_JSON_DEPTH,
  WEBHOOK_BODY_LIMIT,
} from "./request-guard.server";

const FORM = "application/x-www-form-urlencoded";

describe("checkUrl", () => {
  it.each(["/products/%00", "/products?q=%00", "/auth?redirectTo=%FF", "/a%C3%28", "/orders?x=%"])(
    "refuses %s",
    (url) => {
      expect(checkUrl(url)?.status).toBe(400);
    },
  );

  it.each(["/webhooks/../contact", "/webhooks/%2e%2e/contact", "/./auth", "/a/.", "/webhooks\\..\\contact"])(
    "refuses the dot segments in %s (a guard matching on the path would judge another route)",
    (url) => {
      expect(checkUrl(url)).toEqual({ status: 400, message: "The address has a '.' or '..' segment." });
    },
  );

  it.each(["/", "/products?q=caf%C3%A9&page=2", "/product/pastel-tee", "/auth?redirectTo=%2Forders", "/a..b/.c"])(
    "lets %s through",
    (url) => {
      expect(checkUrl(url)).toBeUndefined();
    },
  );
});

describe("checkBody", () => {
  const body = (text: string) => Buffer.from(text);

  it("takes a well-formed form at a page's action", async () => {
    expect(await checkBody("/contact", FORM, body("name=Sam&message=caf%C3%A9"))).toBeUndefined();
    expect(await checkBody("/contact", FORM, body(""))).toBeUndefined();
  });

  it.each([
    ["no content type", undefined, ""],
    ["JSON", "application/json", '{"a":1}'],
    ["text", "text/plain", "hi"],
    ["a NUL", FORM, "name=a%00"],
    ["invalid UTF-8 escapes", FORM, "name=%FF"],
    ["broken multipart", "multipart/form-data; boundary=x", "--x\r\nbroken"],
  ])("refuses %s at a page's action with a message", async (_name, type, text) => {
    const refusal = await checkBody("/checkout", type, body(text));
    expect(refusal?.status).toBe(400);
    expect(refusal?.message).toMatch(/\w+/);
  });

  it("refuses raw bytes that are not UTF-8", async () => {
    expect((await checkBody("/contact", FORM, Buffer.from([0x61, 0x3d, 0xff])))?.status).toBe(400);
  });

  it("takes JSON or a form at /api/auth/*, refuses broken JSON and NUL bytes in it", async () => {
    expect(await checkBody("/api/auth/sign-in/email", "application/json", body('{"email":"a@b.c"}'))).toBeUndefined();
    expect(await checkBody("/api/auth/sign-out", undefined, body(""))).toBeUndefined();
    expect((await checkBody("/api/auth/sign-in/email", "application/json", body("{")))?.status).toBe(400);
    expect((await checkBody("/api/auth/sign-in/email", "application/json", body('{"e":"\\u0000"}')))?.status).toBe(400);
    expect((await checkBody("/api/auth/sign-in/email", "text/plain", body("x")))?.status).toBe(400);
  });

  it("measures JSON nesting without parsing, brackets inside strings not counted", () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[\\"[["}')).toBe(1);
    expect(jsonDepth("[".repeat(20_000))).toBe(20_000);
  });

  it.each(["/cart/quote", "/cart/handoff", "/api/auth/sign-in/email"])(
    "refuses JSON nested 20,000 deep and an empty JSON body at %s with a 400, not a stack overflow",
    async (path) => {
      for (const text of ["[".repeat(20_000), `${"[".repeat(20_000)}${"]".repeat(20_000)}`]) {
        expect(await checkBody(path, "application/json", body(text))).toEqual({
          status: 400,
          message: `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`,
        });
      }
      expect(await checkBody(path, "application/json", body(""))).toEqual({
        status: 400,
        message: "The JSON body is empty.",
      });
      expect(await checkBody(path, "application/json", body('{"lines":[{"id":"a","quantity":1}]}'))).toBeUndefined();
    },
  );

  it("leaves a webhook's raw bytes to the route, with a larger limit", async () => {
    expect(await checkBody("/webhooks/stripe", "application/json", Buffer.from([0xff]))).toBeUndefined();
    expect(bodyRuleFor("/webhooks/stripe").limit).toBe(WEBHOOK_BODY_LIMIT);
    expect(bodyRuleFor("/contact").limit).toBe(BODY_LIMIT);
    expect(BODY_LIMIT).toBe(64 * 1024);
  });
});
