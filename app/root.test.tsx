import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

/** Renders the root error boundary as the server would after a loader threw `error`. */
function renderError(error: unknown) {
  const Stub = createRoutesStub([
    { id: "root", path: "/", Component: () => null, ErrorBoundary: ErrorBoundary as never },
  ]);
  return renderToString(<Stub hydrationData={{ errors: { root: error } }} />);
}

describe("root error boundary", () => {
  it("shows the router's generic error screen for an unexpected error", () => {
    const html = renderError(new Error("database on fire"));
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Return to Home");
    expect(html).not.toContain("database on fire");
  });

  it("shows the 404 page for a thrown 404", () => {
    // The shape React Router gives a boundary for a thrown 404 response.
    const html = renderError({ status: 404, statusText: "Not Found", internal: false, data: null });
    expect(html).toContain("Oops! Page not found");
    expect(html).not.toContain("Unexpected Application Error!");
  });
});
