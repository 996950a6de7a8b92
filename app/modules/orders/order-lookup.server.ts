// /orders/lookup (decision 065): an order number and an email → the order's private link, emailed.
// The answer is the same whether or not the pair exists, and takes the same time (a floor well above
// the work of either case); tries are counted per address and per client like sign-in's.
import { queueEmail } from "~/integrations/mail/mailer.server";
import { holdAnswer } from "~/lib/answer-floor.server";
import { minutesUntilReset, recordAttempt } from "~/lib/attempt-counter.server";
import { db } from "~/lib/db.server";
import { shortOrderId } from "~/lib/order-number";
import { SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_IP_LIMIT } from "~/modules/accounts/index.server";
import { currentOrderLinkKey, guestOrderByNumber, orderLinkUrl } from "~/modules/order-lifecycle/index.server";
import { orderEmailSignOff } from "~/modules/settings";
import { shopSettingsIdentity } from "~/modules/settings/index.server";
import type { OrderLookup } from "./order-lookup.schema";

/** Well above the work of either answer (a read, or a read and a queued email) on a busy machine. */
export const LOOKUP_ANSWER_MS = 250;

const lookupKeys = {
  email: (email: string) => `order-lookup:email:${email}`,
  ip: (ip: string) => `order-lookup:ip:${ip}`,
};

export type LookupOutcome = { ok: true } | { ok: false; message: string };

async function sendLink({ orderNumber, email }: OrderLookup) {
  await db.transaction(async (tx) => {
    const orderId = await guestOrderByNumber(tx, orderNumber, email);
    const key = orderId ? await currentOrderLinkKey(tx, orderId) : null;
    if (!orderId || !key) return;
    const shop = await shopSettingsIdentity(tx);
    const number = shortOrderId(orderId);
    await queueEmail(tx, {
      to: email,
      subject: `Your link to ${shop.name} order #${number}`,
      fromName: shop.name,
      text: [
        "Hi,",
        "",
        `Someone (we hope you) asked for the link to order #${number}. Here it is: it shows the order,`,
        "and lets you cancel it or ask for a refund. It is private: keep it to yourself.",
        "",
        orderLinkUrl(orderId, key),
        "",
        "If you didn't ask, you can ignore this email.",
        "",
        orderEmailSignOff(shop),
      ].join("\n"),
    });
  });
}

/** Emails the link when the pair names a guest order; answers alike, and as slowly, either way. */
export async function lookUpOrder(input: OrderLookup, client: string | null): Promise<LookupOutcome> {
  const started = performance.now();
  try {
    const keys = [
      [lookupKeys.email(input.email), SIGN_IN_ACCOUNT_LIMIT] as const,
      ...(client ? [[lookupKeys.ip(client), SIGN_IN_IP_LIMIT] as const] : []),
    ];
    for (const [key, limit] of keys) {
      if ((await recordAttempt(key, limit)) > limit.max) {
        const minutes = await minutesUntilReset(key, limit);
        return {
          ok: false,
          message: `Too many tries. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        };
      }
    }
    await sendLink(input);
    return { ok: true };
  } finally {
    await holdAnswer(started, LOOKUP_ANSWER_MS);
  }
}
