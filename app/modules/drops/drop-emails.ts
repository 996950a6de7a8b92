// The drop emails: the notify-list confirmation, "It's live", and "back in stock".
import { nameWithTagline, type ShopIdentity, senderOf } from "~/modules/settings";

export function confirmationEmail(input: { to: string; what: string; unsubscribeLink: string }, shop: ShopIdentity) {
  const text = [
    "Hi,",
    "",
    `You're on the list: we'll email you once when ${input.what}.`,
    "",
    `Changed your mind? Unsubscribe: ${input.unsubscribeLink}`,
    "",
    nameWithTagline(shop),
  ].join("\n");
  return { to: input.to, subject: "You're on the list", text, ...senderOf(shop) };
}

/** Someone asked to put an unsubscribed address back on a list: only its mailbox can say yes. */
export function resubscribeEmail(input: { to: string; what: string; confirmLink: string }, shop: ShopIdentity) {
  const text = [
    "Hi,",
    "",
    `Someone asked to put this address back on a notify list: we'd email you once when ${input.what}.`,
    "",
    `If that was you, confirm here: ${input.confirmLink}`,
    "",
    "If it wasn't, ignore this email: you stay unsubscribed.",
    "",
    nameWithTagline(shop),
  ].join("\n");
  return { to: input.to, subject: "Confirm you want emails again", text, ...senderOf(shop) };
}

export function liveEmail(
  input: { to: string; dropName: string; link: string; unsubscribeLink: string },
  shop: ShopIdentity,
) {
  const text = [
    "Hi,",
    "",
    `${input.dropName} is live now. Shop it before it's gone:`,
    "",
    input.link,
    "",
    `Unsubscribe: ${input.unsubscribeLink}`,
    "",
    nameWithTagline(shop),
  ].join("\n");
  return { to: input.to, subject: `It's live: ${input.dropName}`, text, ...senderOf(shop) };
}

export function backInStockEmail(
  input: { to: string; productName: string; option: string; link: string },
  shop: ShopIdentity,
) {
  const text = [
    "Hi,",
    "",
    `${input.productName} (${input.option}) is back in stock:`,
    "",
    input.link,
    "",
    nameWithTagline(shop),
  ].join("\n");
  return { to: input.to, subject: `Back in stock: ${input.productName}`, text, ...senderOf(shop) };
}
