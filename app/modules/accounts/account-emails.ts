// The emails sign-up sends: the verification link for a new account, and a note to the owner of an
// address someone tried to sign up with again (so sign-up never tells a stranger who has an account);
// and those of an email change on /account (decision 068): the link to the new address, the note to
// an address that already has an account, and the word to the old address once it changed.
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

/** To the new address: no name in it either, since the address may not be the customer's. */
export function changeEmailMessage({ to, link }: { to: string; link: string }, shop: ShopIdentity) {
  const text = [
    "Hi,",
    "",
    `Someone asked to use this email address for their ${shop.name} account. Open this link to confirm it is yours;`,
    "the account's email changes when you do:",
    "",
    link,
    "",
    "The link expires in 24 hours. If you didn't ask for it, you can ignore this email: nothing changes.",
    "",
    nameWithTagline(shop),
  ].join("\n");
  return { to, subject: `Confirm your new ${shop.name} email`, text, ...senderOf(shop) };
}

/** To an address that already has an account: what the requester is answered is the same as for any other. */
export function emailInUseMessage({ to, signInLink }: { to: string; signInLink: string }, shop: ShopIdentity) {
  const text = [
    "Hi,",
    "",
    `Someone asked to move their ${shop.name} account to this email address, which already has an account,`,
    "so nothing changed. If it was you, sign in with this address here:",
    "",
    signInLink,
    "",
    "If it wasn't you, you can ignore this email.",
    "",
    nameWithTagline(shop),
  ].join("\n");
  return { to, subject: `Your email already has a ${shop.name} account`, text, ...senderOf(shop) };
}

/** To the old address, once the change is done: a stolen session's change does not go unseen. */
export function emailChangedMessage(
  { to, newEmail, contactLink }: { to: string; newEmail: string; contactLink: string },
  shop: ShopIdentity,
) {
  const text = [
    "Hi,",
    "",
    `The email of your ${shop.name} account is now ${newEmail}: you sign in with that address from now on.`,
    "",
    "If you didn't make this change, tell us right away:",
    "",
    contactLink,
    "",
    nameWithTagline(shop),
  ].join("\n");
  return { to, subject: `Your ${shop.name} email was changed`, text, ...senderOf(shop) };
}
