// Browser-test helpers for the owner's screens.
import type { Page } from "playwright-core";
import { toasts } from "./accounts";

/** On /admin: the partner's "Sync Products", then its toast of success (a sync takes a while on a busy machine). */
export async function syncProducts(page: Page, partner: "Printful" | "Printify" = "Printful") {
  await page.getByRole("region", { name: partner, exact: true }).getByRole("button", { name: "Sync Products" }).click();
  await toasts(page)
    .getByText(`Products synced successfully from ${partner} with complete details!`)
    .waitFor({ timeout: 45_000 });
}
