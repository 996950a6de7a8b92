// The drop emails: the notify-list confirmation, "It's live", and "back in stock".
const SIGN_OFF = "softdrop — express yourself, no rules, just style";

export function confirmationEmail(input: { to: string; what: string; unsubscribeLink: string }) {
  const text = [
    "Hi,",
    "",
    `You're on the list: we'll email you once when ${input.what}.`,
    "",
    `Changed your mind? Unsubscribe: ${input.unsubscribeLink}`,
    "",
    SIGN_OFF,
  ].join("\n");
  return { to: input.to, subject: "You're on the list", text };
}

/** Someone asked to put an unsubscribed address back on a list: only its mailbox can say yes. */
export function resubscribeEmail(input: { to: string; what: string; confirmLink: string }) {
  const text = [
    "Hi,",
    "",
    `Someone asked to put this address back on a notify list: we'd email you once when ${input.what}.`,
    "",
    `If that was you, confirm here: ${input.confirmLink}`,
    "",
    "If it wasn't, ignore this email: you stay unsubscribed.",
    "",
    SIGN_OFF,
  ].join("\n");
  return { to: input.to, subject: "Confirm you want emails again", text };
}

export function liveEmail(input: { to: string; dropName: string; link: string; unsubscribeLink: string }) {
  const text = [
    "Hi,",
    "",
    `${input.dropName} is live now. Shop it before it's gone:`,
    "",
    input.link,
    "",
    `Unsubscribe: ${input.unsubscribeLink}`,
    "",
    SIGN_OFF,
  ].join("\n");
  return { to: input.to, subject: `It's live: ${input.dropName}`, text };
}

export function backInStockEmail(input: { to: string; productName: string; option: string; link: string }) {
  const text = [
    "Hi,",
    "",
    `${input.productName} (${input.option}) is back in stock:`,
    "",
    input.link,
    "",
    SIGN_OFF,
  ].join("\n");
  return { to: input.to, subject: `Back in stock: ${input.productName}`, text };
}
