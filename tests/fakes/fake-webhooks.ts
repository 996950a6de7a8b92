// What both partners' fakes share for orders: posting a webhook to the store, and waiting.
export type WebhookDelivery = { url: string; status: number; body: unknown };

/** POSTs one webhook body to the store as the partner would (signed when `sign` says how); answers the store's status. */
export async function deliverWebhook(
  url: string | undefined,
  body: unknown,
  log: WebhookDelivery[],
  sign?: (raw: string) => Record<string, string>,
) {
  if (!url) throw new Error("No webhook URL is registered with this fake");
  const raw = JSON.stringify(body);
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...sign?.(raw) },
    body: raw,
  });
  await response.text();
  log.push({ url, status: response.status, body });
  return response.status;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fault of the orders endpoints: answer only after `delayMs` (the order already exists by then). */
export type OrderFault = { kind: "slow-after-create"; delayMs: number; times: number };
