// `npm run partners:webhooks`: our webhook URLs (SITE_URL + the secret path) registered with each
// partner whose token is set. Needs no database, so it runs beside a running store.
import { fulfilmentPartners } from "./partners.server";
import type { Env } from "~/lib/env.server";

export const webhookUrl = (config: Pick<Env, "SITE_URL">, partner: string, secret: string) =>
  `${config.SITE_URL}/webhooks/${partner}/${secret}`;

/** Registers with every configured partner; answers one line per partner for the terminal. */
export async function registerPartnerWebhooks(config: Env): Promise<string[]> {
  const secret = config.PARTNER_WEBHOOK_SECRET;
  if (!secret) throw new Error("Set PARTNER_WEBHOOK_SECRET first: it is the secret part of the webhook URLs");
  const partners = fulfilmentPartners();
  const configured = partners.filter((partner) => partner.configured(config));
  if (!configured.length) {
    throw new Error(`Set ${partners.map((partner) => partner.tokenVariable).join(" and/or ")} first`);
  }
  const lines: string[] = [];
  for (const partner of configured) {
    const line = await partner.connect(config).registerWebhooks(webhookUrl(config, partner.id, secret));
    lines.push(line.replace(secret, "<secret>"));
  }
  return lines;
}
