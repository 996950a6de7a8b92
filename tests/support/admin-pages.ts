// Browser-test helpers for the owner's screens.
import type { Page } from "playwright-core";
import { toasts } from "./accounts";
import { visit } from "./browser";

/** On /admin: the partner's "Sync Products", then its toast of success (a sync takes a while on a busy machine). */
export async function syncProducts(page: Page, partner: "Printful" | "Printify" = "Printful") {
  await page.getByRole("region", { name: partner, exact: true }).getByRole("button", { name: "Sync Products" }).click();
  await toasts(page)
    .getByText(`Products synced successfully from ${partner} with complete details!`)
    .waitFor({ timeout: 45_000 });
}

/** A datetime-local value in the shop's time zone (UTC in the tests). */
export const shopLocal = (ms: number) => new Date(ms).toISOString().slice(0, 19);

/** On /admin/drops, as the signed-in owner: creates a drop and waits for its page; times in ms. */
export async function createDrop(
  page: Page,
  input: {
    name: string;
    slug: string;
    handle: string;
    launchAt: number;
    story?: string;
    edition?: number;
    endsAt?: number;
    offShop?: boolean;
  },
) {
  await visit(page, "/admin/drops");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Create drop" }) });
  await form.getByLabel("Name", { exact: true }).fill(input.name);
  await form.getByLabel("URL slug (/drops/…)").fill(input.slug);
  if (input.story) await form.getByLabel("Story").fill(input.story);
  await form.getByLabel(/^Launch/).fill(shopLocal(input.launchAt));
  if (input.endsAt) await form.getByLabel(/^End, optional/).fill(shopLocal(input.endsAt));
  if (input.offShop) await form.getByLabel("After the end").selectOption("remove");
  await form.locator(`input[value="${input.handle}"]`).check();
  if (input.edition) await form.locator(`input[name="edition:${input.handle}"]`).fill(String(input.edition));
  await page.getByRole("button", { name: "Create drop" }).click();
  await page.waitForURL(/\/admin\/drops\/[0-9a-f-]{36}$/);
}
