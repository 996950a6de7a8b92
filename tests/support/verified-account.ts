// An account made over HTTP and verified the way a person does it: the browser that signed up
// opens the emailed link, so the sign-up cookie goes back with it and the password chosen at
// sign-up stays (opened anywhere else, the link makes the owner choose a new one: decision 038).
import { randomInt } from "node:crypto";
import { readOutbox } from "./mail-outbox";

export type NewAccount = { name: string; email: string; password: string };

/** The verification link a store (its DATA_DIR) emailed to an address; polled, as the jobs worker writes the outbox. */
export async function verificationLinkIn(email: string, dataDir: string) {
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

/** Signs an account up on the store at `baseUrl` and opens its verification link with the sign-up's cookie. */
export async function signUpVerified(baseUrl: string, dataDir: string, account: NewAccount) {
  // A visitor of its own (the test stores trust loopback proxies), so the per-client sign-up
  // limit counts this account alone.
  const visitor = { "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
  const signedUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...visitor },
    body: JSON.stringify(account),
  });
  if (!signedUp.ok) throw new Error(`signing ${account.email} up answered ${signedUp.status}`);
  const cookie = signedUp.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const link = await verificationLinkIn(account.email, dataDir);
  const verified = await fetch(link, { redirect: "manual", headers: { Cookie: cookie, ...visitor } });
  if (verified.status !== 302) throw new Error(`verifying ${account.email} answered ${verified.status}`);
}
