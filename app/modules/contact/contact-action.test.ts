// The /contact action's answers: 303 with a toast on success, 400 with field errors, 500 with the
// failure toast when the database write fails, and the shopper's input kept whenever it fails.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/lib/client-ip.server";
import { db, schema } from "~/lib/db.server";
import { takeToast } from "~/lib/toast.server";
import { CONTACT_LIMIT } from "~/modules/contact/contact.server";
import { action } from "~/routes/contact";

const valid = { name: "Mia Chen", email: "mia@example.com", subject: "Hoodie sizing", message: "Does it run big?" };

function post(values: Record<string, string>, clientIp?: string) {
  const headers = clientIp ? { [CLIENT_IP_HEADER]: clientIp } : undefined;
  const request = new Request("http://localhost/contact", {
    method: "POST",
    headers,
    body: new URLSearchParams(values),
  });
  return action({ request, params: {}, context: {} } as Parameters<typeof action>[0]);
}

/** The action answers with a Response on redirect and with React Router's data() otherwise. */
function unwrap(result: unknown) {
  if (result instanceof Response) return { status: result.status, headers: result.headers, body: undefined };
  const { init, data } = result as { init: ResponseInit | null; data: unknown };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
}

describe("contact action", () => {
  it("redirects back to /contact with the 'Message Sent!' toast", async () => {
    const { status, headers } = unwrap(await post(valid));
    expect(status).toBe(303);
    expect(headers.get("Location")).toBe("/contact");
    const cookie = (headers.get("Set-Cookie") ?? "").split(";")[0]!;
    const { toast } = await takeToast(new Request("http://localhost/contact", { headers: { Cookie: cookie } }));
    expect(toast).toEqual({
      type: "success",
      title: "Message Sent!",
      description: "We'll get back to you within 24-48 hours.",
    });
  });

  it(`takes ${CONTACT_LIMIT.max} messages per client in 15 minutes, then answers 429 and sends nothing`, async () => {
    const before = (await db.select().from(schema.contactMessages)).length;
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) expect(unwrap(await post(valid, "10.66.0.1")).status).toBe(303);
    const limited = unwrap(await post(valid, "10.66.0.1"));
    expect(limited.status).toBe(429);
    const message = "Too many messages. Please try again in 15 minutes.";
    expect(limited.body).toEqual({ values: valid, formError: message, toast: { title: message } });
    expect((await db.select().from(schema.contactMessages)).length).toBe(before + CONTACT_LIMIT.max);
    // Another client is not held up; bad input is not counted.
    expect(unwrap(await post(valid, "10.66.0.2")).status).toBe(303);
    expect(unwrap(await post({ ...valid, email: "x" }, "10.66.0.1")).status).toBe(400);
  });

  it("answers 400 with the field errors and the input kept", async () => {
    const { status, body } = unwrap(await post({ ...valid, email: "mia@", subject: "" }));
    expect(status).toBe(400);
    expect(body).toEqual({
      values: { ...valid, email: "mia@", subject: "" },
      fieldErrors: { email: "Please enter a valid email address", subject: "Subject is required" },
    });
  });

  it("answers 500 with the failure toast when the message cannot be stored", async () => {
    await db.execute(sql`alter table contact_messages rename to contact_messages_away`);
    try {
      const { status, body } = unwrap(await post(valid));
      expect(status).toBe(500);
      expect(body).toEqual({
        values: valid,
        formError: "Failed to send message. Please try again.",
        toast: { title: "Failed to send message. Please try again." },
      });
    } finally {
      await db.execute(sql`alter table contact_messages_away rename to contact_messages`);
    }
  });

  it("sends nothing for a bot that fills the hidden field", async () => {
    const before = await db.$count(schema.contactMessages);
    const { status } = unwrap(await post({ ...valid, website: "http://spam.example" }));
    expect(status).toBe(303);
    expect(await db.$count(schema.contactMessages)).toBe(before);
  });
});
