// A limited drop edition in the browser: it sells out and says so on the product page and the
// listing, and the race of two shoppers for its last unit has one winner. (Its own file, so that its
// wait for the launch overlaps the other drops walk, drops.test.ts, instead of following it.)
// Starts early in the run (tests/support/e2e-sequencer.ts), for the same reason.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newAccount, signInAsAdmin, signUp } from "../support/accounts";
import { createDrop } from "../support/admin-pages";
import { setupBrowser, visit } from "../support/browser";
import { CARDS, addVariant, fillCard, fillShipping, placeOrderButton } from "./checkout-helpers";

// The product is on the listing's second page in every sort the other files read: their byte
// budget and cache headers (budgets.test.ts, catalog.test.ts, run alongside) see no drop.
describe("a limited drop edition", () => {
  const browser = setupBrowser();

  it("sells out and says so; the race for the last unit has one winner", async () => {
    browser.allowConsoleError(/status of (400|409)/);
    const [first, second] = [await browser.newPage(), await browser.newPage()];
    await signUp(first, newAccount("racer"));
    await signUp(second, newAccount("racer"));
    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    const launchAt = Date.now() + 40_000; // room to create the drop before it starts on a busy machine
    await createDrop(admin, {
      name: "Delulu Run",
      slug: `delulu-${randomUUID().slice(0, 6)}`,
      handle: "delulu-dreamer-hoodie",
      launchAt,
      edition: 1,
    });
    await visit(first, "/product/delulu-dreamer-hoodie");
    await first.getByRole("button", { name: "Add to Cart" }).waitFor({ timeout: launchAt - Date.now() + 5000 });
    await first.getByText("1 of 1 left").waitFor();
    for (const page of [first, second]) {
      await addVariant(page, "delulu-dreamer-hoodie", "M", "Pink");
      await visit(page, "/checkout");
      await fillShipping(page);
      await fillCard(page, CARDS.success);
      await page.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
    }
    await Promise.all([placeOrderButton(first).click(), placeOrderButton(second).click()]);
    const outcome = async (page: Page) => {
      for (let i = 0; i < 60; i++) {
        if (page.url().includes("/order-success")) return "won";
        if (
          await page
            .getByRole("alert")
            .filter({ hasText: /^Sold out$/ })
            .count()
        )
          return "sold out";
        await page.waitForTimeout(250);
      }
      return "nothing";
    };
    expect((await Promise.all([outcome(first), outcome(second)])).sort()).toEqual(["sold out", "won"]);

    const visitor = await browser.newPage();
    await visit(visitor, "/product/delulu-dreamer-hoodie");
    await visitor.getByText("0 of 1 left").waitFor();
    expect(await visitor.getByRole("button", { name: "Sold out" }).isDisabled()).toBe(true);
    expect(await visitor.getByRole("button", { name: "Add to Cart" }).count()).toBe(0);
    await visit(visitor, "/products?q=delulu+dreamer");
    await visitor.getByRole("article", { name: "Delulu Dreamer Hoodie" }).getByText("Sold out").waitFor();
  });
});
