// Browser-test helpers for accounts: unique customers, signing up and in through the /auth page,
// and the one admin account of the e2e server (E2E_ADMIN_EMAIL is in its ADMIN_EMAILS).
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { storeURLOf, visit } from "./browser";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "./e2e-server";
import { verificationLinkIn } from "./verified-account";

export { E2E_ADMIN_PASSWORD };

/** The cookie that carries a toast across a redirect (app/lib/toast.server.ts). */
const TOAST_COOKIE = "sd_toast";

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

/**
 * Posts the /auth form's own action from the page's browser context (its cookies, its visitor
 * address) without drawing the form, and drops the toast the redirect carries: the form itself is
 * tested in auth.test.ts, and drawing it twice per account was a fifth of the suite's CPU
 * (decision record 075). Leaves the page where it was.
 */
async function postAuthForm(page: Page, form: Record<string, string>, expected: string) {
  const store = storeURLOf(page);
  const response = await page.request.post(`${store}/auth`, { form, headers: { Origin: store }, maxRedirects: 0 });
  const location = response.headers()["location"] ?? "";
  if (![302, 303].includes(response.status()) || !location.startsWith(expected)) {
    throw new Error(`${form.intent} for ${form.email} answered ${response.status()} ${location}`);
  }
  await page.context().clearCookies({ name: TOAST_COOKIE });
}

/** Creates an account as the /auth sign-up form does, then signs in (email not verified yet). */
export async function signUp(page: Page, account: Account = newAccount()) {
  const { name, email, password } = account;
  await postAuthForm(page, { intent: "signup", fullName: name, email, password }, "/auth");
  await signIn(page, account);
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

/** Signs in as the /auth form does (see postAuthForm); the page stays where it was. */
export async function signIn(page: Page, account: Pick<Account, "email" | "password">) {
  await postAuthForm(page, { intent: "signin", email: account.email, password: account.password }, "/");
}

/** Signs in through the form on /auth, and waits for its welcome. */
export async function signInThroughForm(page: Page, account: Pick<Account, "email" | "password">) {
  await visit(page, "/auth");
  await submitSignIn(page, account.email, account.password);
  await toasts(page).getByText("Welcome back!").waitFor();
}

/** Signs in as the e2e admin through /auth (the suite's set-up made and verified the account). */
export async function signInAsAdmin(page: Page) {
  await signIn(page, { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD });
}
