// A drop that takes its products off the shop, in the browser: while live its product is on the
// home page, the listing, search and the sitemap; from its end it is on none of them (the catalogue
// reads the drop's state; nothing deactivates the product). A store of its own, so the suite's
// main store keeps its whole catalogue for the other files.
// Starts early in the run (tests/support/e2e-sequencer.ts): it waits for the drop's end.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/accounts";
import { createDrop } from "../support/admin-pages";
import { expectNoViolationsOn } from "../support/axe";
import { setupBrowser, visit } from "../support/browser";
import { startStore, type StoreProcess } from "../support/store-process";
import { signUpVerified } from "../support/verified-account";

const ADMIN = { email: "drops-admin@softdrop.test", password: "drops-admin-password" };
let store: StoreProcess;

beforeAll(async () => {
  store = await startStore({ name: "drops-off-shop", env: { ADMIN_EMAILS: ADMIN.email, LOG_LEVEL: "error" } });
  await signUpVerified(store.url, store.dataDir, { name: "Drop Admin", ...ADMIN });
});

afterAll(async () => {
  await store?.stop();
});

const featuredNames = async (page: Page) => {
  await visit(page, "/");
  return page
    .getByRole("region", { name: /Featured/ })
    .getByRole("article")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label") ?? ""));
};

describe("an ended drop that takes its products off the shop", () => {
  const browser = setupBrowser();
  const storePage = () => browser.newPage({ baseURL: store.url });

  it("is on the home page, listing, search and sitemap while live, and on none of them after its end", async () => {
    const visitor = await storePage();
    const [name] = await featuredNames(visitor);
    expect(name).toBeTruthy();
    const productLink = await visitor
      .getByRole("region", { name: /Featured/ })
      .getByRole("article", { name: name! })
      .getByRole("link")
      .first()
      .getAttribute("href");
    const handle = productLink!.split("/").pop()!;

    const admin = await storePage();
    await signIn(admin, ADMIN);
    // Room, on a busy machine, to create the drop before it starts and to look while it is live.
    const launchAt = Date.now() + 20_000;
    const endsAt = launchAt + 20_000;
    await createDrop(admin, { name: "Gone Tomorrow", slug: "gone-tomorrow", handle, launchAt, endsAt, offShop: true });

    // Live: everywhere.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, launchAt - Date.now() + 500)));
    expect(Date.now()).toBeLessThan(endsAt);
    await visit(visitor, `/products?q=${encodeURIComponent(name!)}`);
    await visitor.getByRole("article", { name: name! }).waitFor();
    expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain(`/product/${handle}`);

    // Ended: gone from search, the listing, home and the sitemap (within the catalogue cache's 15 s).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt - Date.now())));
    await expect
      .poll(
        async () => {
          await visit(visitor, `/products?q=${encodeURIComponent(name!)}`);
          return visitor.getByText("No products found").count();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(1);
    expect(await visitor.getByText("This drop has ended").count()).toBe(0);
    await visit(visitor, "/products?sort=newest");
    const listed = await visitor
      .getByRole("article")
      .evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label")));
    expect(listed).not.toContain(name);
    await visit(visitor, "/products?sort=newest&page=2");
    const second = await visitor
      .getByRole("article")
      .evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label")));
    expect(second).not.toContain(name);
    expect(await featuredNames(visitor)).not.toContain(name);
    expect(await (await visitor.request.get("/sitemap.xml")).text()).not.toContain(`/product/${handle}`);
    expect((await visitor.request.get(`/product/${handle}`)).status()).toBe(404);
    await expectNoViolationsOn(visitor, ["/products"]);
  });
});
