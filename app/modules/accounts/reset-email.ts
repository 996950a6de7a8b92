// The password-reset email.
export function resetPasswordEmail({ to, name, link }: { to: string; name: string; link: string }) {
  const greeting = name ? `Hi ${name},` : "Hi,";
  const text = [
    greeting,
    "",
    "Someone asked to reset the password of your softdrop account. Open this link to choose a new one:",
    "",
    link,
    "",
    "The link works once and expires in 1 hour. If you didn't ask for it, you can ignore this email.",
    "",
    "softdrop — express yourself, no rules, just style",
  ].join("\n");
  return { to, subject: "Reset your softdrop password", text };
}
