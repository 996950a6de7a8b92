// npm run partners:webhooks: registers our webhook URLs (from SITE_URL and PARTNER_WEBHOOK_SECRET)
// with each registered partner whose token is set. Safe to run again.
import { env } from "~/lib/env.server";
import { registerPartnerWebhooks } from "~/integrations/partner-webhooks.server";

try {
  for (const line of await registerPartnerWebhooks(env)) console.log(line);
} catch (error) {
  console.error(`Could not register the webhooks: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
