// What /admin shows a listed admin whose email is not verified, and the nudge on account pages.
import { renderToString } from "react-dom/server";
import { createStaticHandler, data } from "react-router";
import { describe, expect, it } from "vitest";
import { AdminVerifyBoundary, VERIFY_TO_ADMIN, VerifyEmailNudge } from "./verify-email-notice";

/** The error React Router hands the boundary after a loader threw `thrown`. */
async function routeErrorFrom(thrown: unknown) {
  const handler = createStaticHandler([
    {
      id: "admin",
      path: "/admin",
      loader: () => {
        throw thrown;
      },
      ErrorBoundary: () => null,
    },
  ]);
  const context = await handler.query(new Request("http://localhost/admin"));
  if (context instanceof Response) throw new Error("expected a rendered error, got a response");
  return context.errors?.admin;
}

describe("AdminVerifyBoundary", () => {
  it("tells a listed, unverified account what is missing", async () => {
    const error = await routeErrorFrom(data({ reason: VERIFY_TO_ADMIN, email: "owner@example.test" }, { status: 403 }));
    const html = renderToString(<AdminVerifyBoundary error={error} />).replaceAll("<!-- -->", "");
    expect(html).toContain("Verify your email to open the admin dashboard");
    expect(html).toContain("owner@example.test is on the admin list");
  });

  it("passes any other error up", async () => {
    const forbidden = await routeErrorFrom(data({ reason: "other" }, { status: 403 }));
    expect(() => renderToString(<AdminVerifyBoundary error={forbidden} />)).toThrow();
    expect(() => renderToString(<AdminVerifyBoundary error={new Error("boom")} />)).toThrow("boom");
  });
});

describe("VerifyEmailNudge", () => {
  it("names the address the link went to", () => {
    const html = renderToString(<VerifyEmailNudge email="sam@example.test" />).replaceAll("<!-- -->", "");
    expect(html).toContain("Please verify your email.");
    expect(html).toContain("sam@example.test");
  });
});
