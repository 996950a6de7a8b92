// The password-reset email.
import { nameWithTagline, type ShopIdentity, senderOf } from "~/modules/settings";

export function resetPasswordEmail({ to, name, link }: { to: string; name: string; link: string }, shop: ShopIdentity) {
  const greeting = name ? `Hi ${name},` : "Hi,";
  const text = [
    greeting,
    "",
    `Someone asked to reset the password of your ${shop.name} account. Open this link to choose a new one:`,
    "",
    link,
    "",
    "The link works once and expires in 1 hour. If you didn't ask for it, you can ignore this email.",
    "",
    nameWithTagline(shop),
  ].join("\n");
  return { to, subject: `Reset your ${shop.name} password`, text, ...senderOf(shop) };
}
