// Opening the link an email change sent to the new address (decision 068). better-auth signed it
// ({ email: the old address, updateTo: the new one }) and verify-email.server.ts checked its
// signature and expiry. Opening it proves the new mailbox, so the account moves there, verified,
// in one step, from any browser; the sessions stay, the old address is told.
import { eq } from "drizzle-orm";
import { queueEmail } from "~/integrations/mail/mailer.server";
import { db, isUniqueViolation, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";
import { emailChangedMessage } from "./account-emails";
import { accountExists, moveAccountEmail } from "./account-record.server";
import { syncListedAdmin } from "./roles.server";
import { shopMailIdentity } from "~/modules/settings/index.server";

const nothingChanged = (title: string) =>
  redirectWithToast("/account", { type: "error", title, description: "Nothing changed." });

export async function openEmailChangeLink(claims: { email: string; updateTo: string }): Promise<Response> {
  const from = claims.email.trim().toLowerCase();
  const to = claims.updateTo.trim().toLowerCase();
  const [user] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, from));
  // The account moved already (this link, or another change since): the link is spent.
  if (!user) return nothingChanged("This link was already used or is out of date.");
  if (await accountExists(to)) return nothingChanged("That email has an account of its own now.");
  const shop = await shopMailIdentity();
  const contactLink = new URL("/contact", env.SITE_URL).href;
  let moved: boolean;
  try {
    moved = await db.transaction(async (tx) => {
      if (!(await moveAccountEmail(tx, user.id, from, to))) return false;
      await queueEmail(tx, emailChangedMessage({ to: from, newEmail: to, contactLink }, shop));
      return true;
    });
  } catch (error) {
    // Someone signed up with the new address in between.
    if (isUniqueViolation(error)) return nothingChanged("That email has an account of its own now.");
    throw error;
  }
  if (!moved) return nothingChanged("This link was already used or is out of date.");
  await syncListedAdmin({ id: user.id, email: to, emailVerified: true });
  log.info({ userId: user.id }, "account email changed through the new address's link");
  return redirectWithToast("/account", {
    type: "success",
    title: "Email changed",
    description: `You sign in with ${to} from now on.`,
  });
}
