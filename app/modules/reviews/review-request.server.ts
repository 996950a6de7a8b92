// The one email per delivered order that asks its buyer for reviews (decision 058): the order
// lifecycle queues this job REVIEW_REQUEST_DAYS after delivery; the request's row, inserted in the
// transaction that queues the email, makes it once per order; its link unsubscribes the address.
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { queueEmail } from "~/integrations/mail/mailer.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { customerOf, findOrder, orderProductHandles } from "~/modules/order-lifecycle/index.server";

export const REQUEST_REVIEW_JOB = "request-review";
export const requestReviewPayload = z.object({ orderId: z.uuid() });

declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "request-review": z.infer<typeof requestReviewPayload>;
  }
}

const link = (path: string) => new URL(path, env.SITE_URL).href;
const SIGN_OFF = "softdrop — express yourself, no rules, just style";

function requestEmail(input: {
  to: string;
  name: string;
  products: { name: string; handle: string }[];
  token: string;
}) {
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
    SIGN_OFF,
  ].join("\n");
  return { to: input.to, subject: "How did it fit? Review your order", text };
}

/** The names of the products (ours by handle; a Shopify product's handle is its name here). */
async function productsNamed(handles: string[]) {
  const rows = await db
    .select({ name: schema.products.name, handle: schema.products.handle })
    .from(schema.products)
    .where(inArray(schema.products.handle, handles));
  return handles.map((handle) => ({ handle, name: rows.find((row) => row.handle === handle)?.name ?? handle }));
}

/** Asks for the review of a delivered order, once; nothing for an order no longer delivered or an opted-out address. */
export async function handleRequestReviewJob(payload: z.infer<typeof requestReviewPayload>) {
  const order = await findOrder(db, payload.orderId);
  if (!order || order.status !== "delivered") return;
  const handles = await orderProductHandles(order.id);
  if (!handles.length) return;
  const products = await productsNamed(handles);
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
    await queueEmail(tx, requestEmail({ to: customer.email, name: customer.name, products, token }));
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
