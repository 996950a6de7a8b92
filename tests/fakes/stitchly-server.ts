// A made-up third print partner, "Stitchly", with the smallest API a partner can have: a paged
// product list, orders found by reference, shipped by the test, cancelled, and one webhook URL.
// It exists to prove that a partner is one adapter, one registry line and its fake.
import { startPartnerFake } from "./partner-fake";

export type StitchlyVariant = { id: number; size: string; colour: string; price_cents: number; in_stock: boolean };
export type StitchlyProduct = { id: number; title: string; image: string; variants: StitchlyVariant[] };
export type StitchlyOrder = {
  id: string;
  reference: string;
  state: "received" | "printing" | "posted" | "cancelled";
  lines: { variant: number; qty: number }[];
  ship_to: Record<string, string>;
  tracking: string[];
  charge_cents: number;
};

export const STITCHLY_PAGE_SIZE = 2;

export async function startFakeStitchly(options: { token: string; products: StitchlyProduct[] }) {
  const fake = await startPartnerFake({
    token: options.token,
    errorBody: (_status, message) => ({ problem: message }),
  });
  const orders: StitchlyOrder[] = [];
  const hooks: string[] = [];
  const priceOf = (variant: number) =>
    options.products.flatMap((product) => product.variants).find((candidate) => candidate.id === variant)?.price_cents;

  fake.route("GET", /^\/products$/, ({ query }) => {
    const page = Number(query.get("page") ?? 1);
    const start = (page - 1) * STITCHLY_PAGE_SIZE;
    return {
      status: 200,
      body: {
        items: options.products.slice(start, start + STITCHLY_PAGE_SIZE),
        pages: Math.max(1, Math.ceil(options.products.length / STITCHLY_PAGE_SIZE)),
        count: options.products.length,
      },
    };
  });
  fake.route("GET", /^\/orders$/, ({ query }) => ({
    status: 200,
    body: { items: orders.filter((order) => order.reference === query.get("reference")) },
  }));
  fake.route("POST", /^\/orders$/, ({ body }) => {
    const input = body as Pick<StitchlyOrder, "reference" | "lines" | "ship_to">;
    const unknown = input.lines.find((line) => priceOf(line.variant) === undefined);
    if (unknown) return { status: 422, body: { problem: `No variant ${unknown.variant}` } };
    const order: StitchlyOrder = {
      id: `st-${orders.length + 1}`,
      ...input,
      state: "received",
      tracking: [],
      charge_cents: input.lines.reduce((sum, line) => sum + priceOf(line.variant)! * line.qty, 0),
    };
    orders.push(order);
    return { status: 201, body: order };
  });
  fake.route("GET", /^\/orders\/([^/]+)$/, ({ params }) => {
    const order = orders.find((candidate) => candidate.id === params[0]);
    return order ? { status: 200, body: order } : { status: 404, body: { problem: "No such order" } };
  });
  fake.route("POST", /^\/orders\/([^/]+)\/cancel$/, ({ params }) => {
    const order = orders.find((candidate) => candidate.id === params[0]);
    if (!order) return { status: 404, body: { problem: "No such order" } };
    if (order.state === "posted") return { status: 409, body: { problem: "Already posted" } };
    order.state = "cancelled";
    return { status: 200, body: order };
  });
  fake.route("POST", /^\/hook$/, ({ body }) => {
    hooks.splice(0, hooks.length, (body as { url: string }).url);
    return { status: 200, body: { url: hooks[0] } };
  });

  return {
    ...fake,
    orders,
    hooks,
    /** The partner posts the order: a tracking number appears. */
    post(orderId: string, tracking: string) {
      const order = orders.find((candidate) => candidate.id === orderId)!;
      order.state = "posted";
      order.tracking.push(tracking);
    },
  };
}

export type FakeStitchly = Awaited<ReturnType<typeof startFakeStitchly>>;
