// The shoppers of the checkout bench (scripts/bench/checkout.ts): signed up through the store's own
// endpoints, each posting the checkout form as the browser's form does, over plain node:http so
// that the bench sees every status and redirect as it is.
import { randomBytes, randomUUID } from "node:crypto";
import { Agent, request } from "node:http";

type Answer = { status: number; location: string; body: string };
/** A signed-in shopper and the web process they talk to. */
export type Shopper = { cookie: string; base: string };
export type Checkout = { key: string; shopper: Shopper; ms: number; orderId: string | null; answer: string };

/**
 * One HTTP request, over one of `agent`'s kept-alive connections or, without one, a connection of
 * its own. `localAddress` picks the loopback address it comes from: each shopper signs up from its
 * own, as real shoppers do, so the store's per-address sign-up limit is not what the bench measures.
 */
export function send(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string; agent?: Agent; localAddress?: string },
): Promise<Answer & { setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        agent: options.agent ?? false,
        method: options.method,
        headers: options.body
          ? { ...options.headers, "Content-Length": Buffer.byteLength(options.body) }
          : options.headers,
        localAddress: options.localAddress,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            location: String(response.headers.location ?? ""),
            body,
            setCookie: response.headers["set-cookie"] ?? [],
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", (error) => reject(new Error(`${options.method} ${url}: ${error.message}`)));
    outgoing.end(options.body);
  });
}

/** A shopper made through better-auth's own endpoints (sign-up, then sign-in); keeps the session cookie. */
export async function signedInShopper(base: string, index: number): Promise<Shopper> {
  const email = `bench-${index}-${randomBytes(4).toString("hex")}@bench.test`;
  const password = `Bench-${randomBytes(8).toString("hex")}`;
  const headers = { "Content-Type": "application/json", Origin: base };
  const localAddress = `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}`;
  const body = (extra: object) => JSON.stringify({ email, password, ...extra });
  const signUp = await send(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: body({ name: `Bench Shopper ${index}` }),
    localAddress,
  });
  if (signUp.status !== 200) throw new Error(`signing up ${email} answered ${signUp.status}: ${signUp.body}`);
  const signIn = await send(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: body({}),
    localAddress,
  });
  const cookie = signIn.setCookie.map((line) => line.split(";")[0]).join("; ");
  if (signIn.status !== 200 || !cookie.includes("session_token"))
    throw new Error(`signing in ${email} answered ${signIn.status}: ${signIn.body}`);
  return { cookie, base };
}

/** The checkout form's fields as the browser's form sends them (checkout-form.tsx), with a sandbox card. */
export function checkoutForm(line: { productId: string; size: string; color: string }, key: string) {
  return new URLSearchParams({
    fullName: "Bench Shopper",
    email: "shopper@bench.test",
    address: "12 Pastel Lane",
    city: "Portland",
    country: "US",
    state: "OR",
    zipCode: "97201",
    cardNumber: "4242 4242 4242 4242",
    cardExpiry: "12/34",
    cardCvc: "123",
    terms: "on",
    lines: JSON.stringify([{ ...line, quantity: 1 }]),
    checkoutKey: key,
  }).toString();
}

const PAID = /^\/order-success\?orderId=([0-9a-f-]{36})$/;

async function checkOut(agent: Agent, shopper: Shopper, form: string, key: string): Promise<Checkout> {
  const started = performance.now();
  try {
    const answer = await send(`${shopper.base}/checkout`, {
      method: "POST",
      agent,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: shopper.base, Cookie: shopper.cookie },
      body: form,
    });
    const orderId = (answer.status === 302 || answer.status === 303 ? answer.location.match(PAID)?.[1] : null) ?? null;
    return { key, shopper, ms: performance.now() - started, orderId, answer: `${answer.status} ${answer.location}` };
  } catch (error) {
    return { key, shopper, ms: performance.now() - started, orderId: null, answer: String(error) };
  }
}

export type Line = Parameters<typeof checkoutForm>[0];

/**
 * `count` checkouts, one connection per shopper, each checking out again as soon as answered.
 * Connections live for one phase: none sits idle long enough for the server to close it under a
 * request (its keep-alive timeout is 5 s).
 */
export async function checkOutMany(shoppers: Shopper[], line: Line, count: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: shoppers.length });
  const done: Checkout[] = [];
  let next = 0;
  await Promise.all(
    shoppers.map(async (shopper) => {
      while (next < count) {
        next += 1;
        const key = randomUUID();
        done.push(await checkOut(agent, shopper, checkoutForm(line, key), key));
      }
    }),
  );
  agent.destroy();
  return done;
}

/** The same checkouts sent again, all at once, by the same shoppers with the same keys. */
export async function checkOutAgain(checkouts: Checkout[], line: Line) {
  const agent = new Agent({ keepAlive: true, maxSockets: checkouts.length });
  const again = await Promise.all(
    checkouts.map((checkout) => checkOut(agent, checkout.shopper, checkoutForm(line, checkout.key), checkout.key)),
  );
  agent.destroy();
  return again;
}
