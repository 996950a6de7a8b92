// The /auth page in a real browser: sign-up, sign-in, the errors, sign-out, the redirects and the
// password reset by email.
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import {
  createAccount,
  newAccount,
  signInThroughForm,
  signUp,
  submitSignIn,
  toasts,
  uniqueEmail,
  verificationLinkFor,
} from "../support/accounts";
import { baseURL, setupBrowser, visit } from "../support/browser";
import { readOutbox } from "../support/mail-outbox";

const FAILED_REQUEST = /status of (400|401|422|429)/;

describe("sign up and sign in", () => {
  const browser = setupBrowser();

  it("toggles between sign-in and sign-up, with the full name only in sign-up", async () => {
    const page = await browser.newPage();
    await visit(page, "/auth");
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    expect(await page.getByRole("button", { name: "Sign In", exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel("Full name").count()).toBe(0);
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.getByRole("heading", { name: "Join us!" }).waitFor();
    expect(await page.getByLabel("Full name").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Create Account", exact: true }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Sign in instead" }).click();
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    expect(await page.getByLabel("Full name").count()).toBe(0);
  });

  it("toggles without JavaScript through ?mode=signup", async () => {
    const signInHtml = await (await fetch(`${baseURL()}/auth`)).text();
    expect(signInHtml).toContain("Welcome back");
    expect(signInHtml).toContain('href="/auth?mode=signup"');
    expect(signInHtml).not.toContain("Full name");
    const signUpHtml = await (await fetch(`${baseURL()}/auth?mode=signup`)).text();
    expect(signUpHtml).toContain("Join us!");
    expect(signUpHtml).toContain("Full name");
  });

  it("creates an account with 'Account created!', asks to sign in, nudges to verify until the link is opened", async () => {
    const page = await browser.newPage();
    const account = await createAccount(page);
    await page.waitForURL(`${baseURL()}/auth`);
    expect(await toasts(page).getByText("We emailed you a link to verify your address.").count()).toBe(1);
    await submitSignIn(page, account.email, account.password);
    await page.waitForURL(`${baseURL()}/`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Orders" }).click();
    const nudge = page.getByRole("status").filter({ hasText: "Please verify your email." });
    await nudge.waitFor();
    expect(await nudge.textContent()).toContain(account.email);
    // The emailed link verifies the address in this browser and the nudge is gone.
    await page.goto(await verificationLinkFor(account.email));
    await page.waitForURL(`${baseURL()}/`);
    await visit(page, "/orders");
    await page.getByRole("heading", { name: "My Orders" }).waitFor();
    expect(await page.getByText("Please verify your email.").count()).toBe(0);
  });

  it("signs an existing customer in with 'Welcome back!' and goes home", async () => {
    const account = await signUp(await browser.newPage());
    const page = await browser.newPage();
    await signInThroughForm(page, account);
    await page.waitForURL(`${baseURL()}/`);
    await page.getByRole("button", { name: "Sign out" }).waitFor();
  });

  it("shows the server's message for a wrong password, and the same for an unknown email", async () => {
    browser.allowConsoleError(FAILED_REQUEST);
    const account = await signUp(await browser.newPage());
    const page = await browser.newPage();
    await visit(page, "/auth");
    await submitSignIn(page, account.email, "wrong-password");
    const toast = toasts(page).getByRole("listitem").filter({ hasText: "Oops! Something went wrong" });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Invalid email or password");
    // Read now: a toast goes away after a few seconds, and the second sign-in takes a while.
    const wrongPasswordToast = await toast.textContent();
    const wrongPasswordAlert = await page.getByRole("alert").filter({ hasText: "Invalid" }).textContent();
    expect(page.url()).toBe(`${baseURL()}/auth`);

    const other = await browser.newPage();
    await visit(other, "/auth");
    await submitSignIn(other, uniqueEmail("nobody"), "wrong-password");
    const otherToast = toasts(other).getByRole("listitem").filter({ hasText: "Oops! Something went wrong" });
    await otherToast.waitFor();
    expect(await otherToast.textContent()).toBe(wrongPasswordToast);
    expect(await other.getByRole("alert").filter({ hasText: "Invalid" }).textContent()).toBe(wrongPasswordAlert);
  });

  it("checks the password length in the browser, beside the field", async () => {
    const page = await browser.newPage();
    await visit(page, "/auth?mode=signup");
    await page.getByLabel("Full name").fill("Short Pass");
    await page.getByLabel("Email").fill(uniqueEmail("short"));
    await page.getByLabel("Password").fill("12345");
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await page.getByText("Password must be at least 6 characters").waitFor();
    const password = page.getByLabel("Password");
    expect(await password.getAttribute("aria-invalid")).toBe("true");
    const describedBy = await password.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe("Password must be at least 6 characters");
    expect(page.url()).toBe(`${baseURL()}/auth?mode=signup`);
  });

  it("asks for the full name, email and password in sign-up", async () => {
    const page = await browser.newPage();
    await visit(page, "/auth?mode=signup");
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await page.getByText("Full name is required").waitFor();
    expect(await page.getByText("Email is required").isVisible()).toBe(true);
    expect(await page.getByText("Password is required").isVisible()).toBe(true);
  });

  it("checks again on the server when the browser's check is skipped", async () => {
    const email = uniqueEmail("nojs");
    const post = (body: Record<string, string>, query = "") =>
      fetch(`${baseURL()}/auth${query}`, { method: "POST", body: new URLSearchParams(body), redirect: "manual" });
    const short = await post({ intent: "signup", fullName: "No Script", email, password: "12345" }, "?mode=signup");
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Password must be at least 6 characters");
    const noName = await post({ intent: "signup", fullName: " ", email, password: "123456" }, "?mode=signup");
    expect(noName.status).toBe(400);
    expect(await noName.text()).toContain("Full name is required");
    const shortSignIn = await post({ intent: "signin", email, password: "123" });
    expect(shortSignIn.status).toBe(400);
    expect(await shortSignIn.text()).toContain("Password must be at least 6 characters");
  });

  it("answers a sign-up with a taken email like a new one, and emails the owner", async () => {
    const account = await signUp(await browser.newPage());
    const page = await browser.newPage();
    await createAccount(page, { name: "Copy Cat", email: account.email, password: "another-123" });
    await page.waitForURL(`${baseURL()}/auth`);
    expect(await toasts(page).getByText("Oops! Something went wrong").count()).toBe(0);
    let subjects: string[] = [];
    for (let tries = 0; tries < 100 && !subjects.includes("Someone tried to sign up with your email"); tries += 1) {
      subjects = (await readOutbox(inject("dataDir")))
        .filter((m) => m.to.includes(account.email))
        .map((m) => m.subject);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(subjects).toContain("Someone tried to sign up with your email");
  });
});

describe("sign out and redirects", () => {
  const browser = setupBrowser();

  it("signs out with the 'Signed out' toast and goes home", async () => {
    const page = await browser.newPage();
    await signUp(page);
    await visit(page, "/");
    await page.getByRole("button", { name: "Sign out" }).click();
    const toast = toasts(page).getByRole("listitem").filter({ hasText: "Signed out" });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("See you soon!");
    await page.waitForURL(`${baseURL()}/`);
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    expect(await page.getByRole("link", { name: "My Orders" }).count()).toBe(0);
  });

  it("sends a signed-in visitor of /auth home", async () => {
    const page = await browser.newPage();
    await signUp(page);
    await visit(page, "/auth");
    await page.waitForURL(`${baseURL()}/`);
    await visit(page, "/auth/forgot-password");
    await page.waitForURL(`${baseURL()}/`);
  });

  it("sends a customer away from /admin to /", async () => {
    const page = await browser.newPage();
    await signUp(page);
    await visit(page, "/admin");
    await page.waitForURL(`${baseURL()}/`);
    expect(await page.getByRole("heading", { name: "Admin Dashboard" }).count()).toBe(0);
  });

  it("sends a visitor from /admin to sign in, and a customer back home after signing in", async () => {
    const account = await signUp(await browser.newPage());
    const page = await browser.newPage();
    await visit(page, "/admin");
    await page.waitForURL(`${baseURL()}/auth?redirectTo=%2Fadmin`);
    await submitSignIn(page, account.email, account.password);
    await toasts(page).getByText("Welcome back!").waitFor();
    await page.waitForURL(`${baseURL()}/`);
  });

  it("returns to the page that asked for sign-in", async () => {
    const account = await signUp(await browser.newPage());
    const page = await browser.newPage();
    await visit(page, "/auth?redirectTo=%2Fabout");
    await submitSignIn(page, account.email, account.password);
    await page.waitForURL(`${baseURL()}/about`);
    const evil = await browser.newPage();
    await visit(evil, "/auth?redirectTo=https%3A%2F%2Fevil.example%2F");
    await submitSignIn(evil, account.email, account.password);
    await evil.waitForURL(`${baseURL()}/`);
    // A path that the URL parser normalises to //evil.example stays on the site too.
    const dotted = await browser.newPage();
    await visit(dotted, "/auth?redirectTo=%2F.%2F%2Fevil.example%2F");
    await submitSignIn(dotted, account.email, account.password);
    await dotted.waitForURL(`${baseURL()}/`);
  });

  it("refuses a sign-out posted from another site", async () => {
    const page = await browser.newPage();
    await signUp(page);
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name.includes("session_token"));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const forged = await fetch(`${baseURL()}/auth/sign-out`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://evil.example" },
      redirect: "manual",
    });
    expect(forged.status).toBe(403);
    const noOrigin = await fetch(`${baseURL()}/auth/sign-out`, {
      method: "POST",
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(noOrigin.status).toBe(403);
    // Still signed in.
    await visit(page, "/");
    await page.getByRole("button", { name: "Sign out" }).waitFor();
  });
});

describe("password reset by email", () => {
  const browser = setupBrowser();

  async function resetLinkFor(email: string) {
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const mails = (await readOutbox(inject("dataDir"))).filter((message) => message.to.includes(email));
          link = mails
            .map((mail) => mail.body.match(/https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/)?.[0])
            .find(Boolean);
          return link;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBeDefined();
    return link!;
  }

  it("emails a link that sets a new password once", async () => {
    browser.allowConsoleError(FAILED_REQUEST);
    const account = await signUp(await browser.newPage(), newAccount("forgetful"));
    const page = await browser.newPage();
    await visit(page, "/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { name: "Forgot password?" }).waitFor();
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();

    const link = await resetLinkFor(account.email);
    expect(new URL(link).origin).toBe(baseURL());
    await visit(page, link);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.getByLabel("New password").fill("123");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.getByText("Password must be at least 6 characters").waitFor();
    await page.getByLabel("New password").fill("brand-new-456");
    await page.getByRole("button", { name: "Save new password" }).click();
    await toasts(page).getByText("Password updated").waitFor();
    await page.waitForURL(`${baseURL()}/auth`);

    // The old password no longer works; the new one does.
    await submitSignIn(page, account.email, account.password);
    await toasts(page).getByText("Oops! Something went wrong").waitFor();
    await signInThroughForm(page, { email: account.email, password: "brand-new-456" });

    // The link works once.
    const again = await browser.newPage();
    await visit(again, link);
    await again.getByRole("heading", { name: "Link expired" }).waitFor();
    expect(await again.getByRole("link", { name: "Send a new link" }).isVisible()).toBe(true);
  });

  it("answers the same for an email without an account, and sends nothing", async () => {
    const email = uniqueEmail("stranger");
    const page = await browser.newPage();
    await visit(page, "/auth/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    expect(await page.getByText(email).isVisible()).toBe(true);
    // A mail for a real account queued after this one arrives; none for the stranger.
    const account = await signUp(await browser.newPage());
    const other = await browser.newPage();
    await visit(other, "/auth/forgot-password");
    await other.getByLabel("Email").fill(account.email);
    await other.getByRole("button", { name: "Send reset link" }).click();
    await resetLinkFor(account.email);
    expect((await readOutbox(inject("dataDir"))).some((mail) => mail.to.includes(email))).toBe(false);
  });

  it("shows an unknown or made-up token as expired", async () => {
    const page = await browser.newPage();
    await visit(page, "/auth/reset-password?token=made-up-token");
    await page.getByRole("heading", { name: "Link expired" }).waitFor();
  });
});
