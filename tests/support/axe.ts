// axe-core in the browser tests: scans the page as it stands and fails with a readable list of
// every violation (rule, impact, the offending elements), so a new page gets the same check.
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { visit } from "./browser";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** Every violation axe finds, of any impact, one line each; `include`: only within this CSS selector. */
export async function axeViolations(page: Page, include?: string) {
  // Toasts fade in and Radix animates dialogs: scan what a shopper sees once motion has settled.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")} — ${node.failureSummary ?? ""}`,
    ),
  );
}

const SIZES = [
  { name: "phone", viewport: PHONE },
  { name: "desktop", viewport: DESKTOP },
];

/** Opens each path at each size and scans it; fails once, with every page's violations. */
export async function expectNoViolationsOn(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const { name, viewport } of SIZES) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await visit(page, path);
      found.push(...(await axeViolations(page)).map((violation) => `${path} (${name}) ${violation}`));
    }
  }
  expect(found, "axe violations").toEqual([]);
}
