// The one email per delivered order that asks its buyer for reviews (decision 058): the order
// lifecycle queues this job REVIEW_REQUEST_DAYS after delivery; the request's row, inserted in the
// transaction that queues the email, makes it once per order; its link unsubscribes the address.
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { queueEmail } from "~/integrations/mail/mailer.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { catalog } from "~/modules/catalog/index.server";
import { customerOf, findOrder, orderProducts } from "~/modules/order-lifecycle/index.server";
import { shopMailIdentity } from "~/modules/settings/index.server";
import { nameWithTagline, type ShopIdentity, senderOf } from "~/modules/settings";

export const REQUEST_REVIEW_JOB = "request-review";
export const requestReviewPayload = z.object({ orderId: z.uuid() });

declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "request-review": z.infer<typeof requestReviewPayload>;
  }
}

const link = (path: string) => new URL(path, env.SITE_URL).href;

function requestEmail(
  input: {
    to: string;
    name: string;
    products: { name: string; handle: string }[];
    token: string;
  },
  shop: ShopIdentity,
) {
  const lines = input.products.map(
    (product) => `${product.name}: ${link(`/product/${encodeURIComponent(product.handle)}/review`)}`,
  );
  const text = [
    `Hi ${input.name || "there"},`,
    "",
    "How is your order? A few words and a star rating help other buyers choose the right size:",
    "",
    ...lines,
    "",
    `No more review requests: ${link(`/reviews/unsubscribe/${input.token}`)}`,
    "",
    nameWithTagline(shop),
  ].join("\n");
  return { to: input.to, subject: "How did it fit? Review your order", text, ...senderOf(shop) };
}

/**
 * The order's products with their names and handles: ours from the catalogue table, a Shopify
 * order's from the shop by the product ids its webhook reported (one it no longer has is left out).
 */
async function productsOf(orderId: string) {
  const { handles, shopifyIds } = await orderProducts(orderId);
  const ours = handles.length
    ? await db
        .select({ name: schema.products.name, handle: schema.products.handle })
        .from(schema.products)
        .where(inArray(schema.products.handle, handles))
    : [];
  const theirs = await Promise.all(
    shopifyIds.map((id) =>
      catalog.getProduct(`gid://shopify/Product/${id}`).catch((error: unknown) => {
        log.warn({ err: error, productId: id }, "review request: the Shopify product could not be read");
        return null;
      }),
    ),
  );
  const shopify = theirs.flatMap((product) => (product ? [{ name: product.name, handle: product.handle }] : []));
  return [...ours, ...shopify];
}

/** Asks for the review of a delivered order, once; nothing for an order no longer delivered or an opted-out address. */
export async function handleRequestReviewJob(payload: z.infer<typeof requestReviewPayload>) {
  const order = await findOrder(db, payload.orderId);
  if (!order || order.status !== "delivered") return;
  const products = await productsOf(order.id);
  if (!products.length) return;
  const shop = await shopMailIdentity();
  await db.transaction(async (tx) => {
    const customer = await customerOf(tx, order);
    const email = customer.email.trim().toLowerCase();
    if (!email) return;
    const [optedOut] = await tx
      .select({ email: schema.reviewEmailOptOuts.email })
      .from(schema.reviewEmailOptOuts)
      .where(eq(schema.reviewEmailOptOuts.email, email));
    if (optedOut) return;
    const token = randomBytes(24).toString("base64url");
    const [request] = await tx
      .insert(schema.reviewRequests)
      .values({ orderId: order.id, email, unsubscribeToken: token })
      .onConflictDoNothing()
      .returning({ orderId: schema.reviewRequests.orderId });
    if (!request) return;
    await queueEmail(tx, requestEmail({ to: customer.email, name: customer.name, products, token }, shop));
  });
}

/** The request link's unsubscribe: that address gets no more review requests. False for an unknown token. */
export async function unsubscribeFromReviewRequests(token: string) {
  const [request] = await db
    .select({ email: schema.reviewRequests.email })
    .from(schema.reviewRequests)
    .where(eq(schema.reviewRequests.unsubscribeToken, token));
  if (!request) return false;
  await db.insert(schema.reviewEmailOptOuts).values({ email: request.email }).onConflictDoNothing();
  return true;
}
