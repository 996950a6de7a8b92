// Browser-test helpers for accounts: unique customers, signing up and in through the /auth page,
// and the one admin account of the e2e server (E2E_ADMIN_EMAIL is in its ADMIN_EMAILS).
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { baseURL, visit } from "./browser";
import { E2E_ADMIN_EMAIL } from "./e2e-server";
import { readOutbox } from "./mail-outbox";

export const E2E_ADMIN_PASSWORD = "admin-e2e-password";

export function uniqueEmail(label = "shopper") {
  return `${label}-${randomUUID().slice(0, 12)}@softdrop.test`;
}

export type Account = { name: string; email: string; password: string };

export function newAccount(label = "shopper"): Account {
  return { name: "Sam Shopper", email: uniqueEmail(label), password: "pastel-123" };
}

/** The sonner toasts. */
export const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** Creates an account through /auth?mode=signup; sign-up signs no one in, it lands on the sign-in form. */
export async function createAccount(page: Page, account: Account = newAccount()) {
  await visit(page, "/auth?mode=signup");
  await page.getByRole("heading", { name: "Join us!" }).waitFor();
  await page.getByLabel("Full name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await toasts(page).getByText("Account created!").waitFor();
  return account;
}

/** Signs up, then in (email not verified yet), and waits for the home page. */
export async function signUp(page: Page, account: Account = newAccount()) {
  await createAccount(page, account);
  await submitSignIn(page, account.email, account.password);
  await toasts(page).getByText("Welcome back!").waitFor();
  return account;
}

/**
 * The verification link the store emailed to an address (polled: the jobs worker writes the
 * outbox); `dataDir` names another store's folder than the suite's main one.
 */
export async function verificationLinkFor(email: string, dataDir: string = inject("dataDir")) {
  // Up to 30 s: on a busy machine the jobs worker can take a while to write the outbox.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const mails = await readOutbox(dataDir);
    const link = mails
      .filter((mail) => mail.to.includes(email))
      .map((mail) => mail.body.match(/\S+\/api\/auth\/verify-email\?token=\S+/)?.[0])
      .find(Boolean);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification email reached ${email}`);
}

/** Fills and sends the sign-in form (on /auth or /auth?redirectTo=…); does not wait for the outcome. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByRole("heading", { name: "Welcome back" }).waitFor();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

export async function signIn(page: Page, account: Pick<Account, "email" | "password">) {
  await visit(page, "/auth");
  await submitSignIn(page, account.email, account.password);
  await toasts(page).getByText("Welcome back!").waitFor();
}

/**
 * Signs in as the e2e admin through /auth. The account is made first through better-auth's own
 * endpoint (test files run in parallel: another file may have made it already, which answers the
 * same) and verified through the link in its email, as the role needs a verified address.
 */
export async function signInAsAdmin(page: Page) {
  await fetch(`${baseURL()}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Ada Admin", email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD }),
  });
  const verified = await fetch(await verificationLinkFor(E2E_ADMIN_EMAIL), { redirect: "manual" });
  if (verified.status !== 302) throw new Error(`verifying the admin answered ${verified.status}`);
  await signIn(page, { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD });
}
