// The emails sign-up sends: the verification link for a new account, and a note to the owner of an
// address someone tried to sign up with again (so sign-up never tells a stranger who has an account).
import { nameWithTagline, type ShopIdentity, senderOf } from "~/modules/settings";

export const VERIFY_LINK_TTL_SECONDS = 60 * 60 * 24;

/**
 * No name in it: the name was typed by whoever signed up, who may not own the address (a stranger's
 * "Claim your prize at …" would open the mail).
 */
export function verifyEmailMessage({ to, link }: { to: string; link: string }, shop: ShopIdentity) {
  const text = [
    "Hi,",
    "",
    `Welcome to ${shop.name}! Open this link to verify your email address:`,
    "",
    link,
    "",
    "The link expires in 24 hours. If you didn't create an account, you can ignore this email.",
    "",
    nameWithTagline(shop),
  ].join("\n");
  return { to, subject: `Verify your ${shop.name} email`, text, ...senderOf(shop) };
}

export function existingAccountMessage(
  {
    to,
    signInLink,
    resetLink,
  }: {
    to: string;
    signInLink: string;
    resetLink: string;
  },
  shop: ShopIdentity,
) {
  const text = [
    "Hi,",
    "",
    `Someone tried to create a ${shop.name} account with this email address, which already has an account.`,
    "If it was you, sign in here:",
    "",
    signInLink,
    "",
    "Forgot your password? Choose a new one here:",
    "",
    resetLink,
    "",
    "If it wasn't you, you can ignore this email: nothing has changed.",
    "",
    nameWithTagline(shop),
  ].join("\n");
  return { to, subject: "Someone tried to sign up with your email", text, ...senderOf(shop) };
}
