// Browser-test helpers for accounts: unique customers, signing up and in through the /auth page,
// and the one admin account of the e2e server (E2E_ADMIN_EMAIL is in its ADMIN_EMAILS).
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { visit } from "./browser";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "./e2e-server";
import { verificationLinkIn } from "./verified-account";

export { E2E_ADMIN_PASSWORD };

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
  return verificationLinkIn(email, dataDir);
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

/** Signs in as the e2e admin through /auth (the suite's set-up made and verified the account). */
export async function signInAsAdmin(page: Page) {
  await signIn(page, { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD });
}
