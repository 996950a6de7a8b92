// Sending a contact message against a real database: one stored row and one queued email, or nothing.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { SEND_EMAIL_JOB } from "~/integrations/mail/mailer.server";
import { sendContactMessage } from "./contact.server";

const valid = { name: "Mia Chen", email: "mia@example.com", subject: "Hoodie sizing", message: "Does it run big?" };

async function stored() {
  const messages = await db.select().from(schema.contactMessages);
  const jobs = await db.select().from(schema.jobs).where(eq(schema.jobs.type, SEND_EMAIL_JOB));
  return { messages, jobs };
}

describe("sendContactMessage", () => {
  beforeEach(async () => {
    await db.delete(schema.contactMessages);
    await db.delete(schema.jobs);
  });

  it("stores the message and queues one email to the shop, replying to the sender", async () => {
    const result = await sendContactMessage(valid);
    expect(result).toEqual({ ok: true, id: expect.any(String) });

    const { messages, jobs } = await stored();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ id: result.ok && result.id, ...valid });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.status).toBe("queued");
    const email = jobs[0]!.payload as Record<string, string>;
    expect(email).toMatchObject({ to: env.SHOP_EMAIL, subject: "Contact: Hoodie sizing", replyTo: "mia@example.com" });
    expect(email.text).toContain("Name: Mia Chen");
    expect(email.text).toContain("Email: mia@example.com");
    expect(email.text).toContain("Does it run big?");
  });

  it("keeps a hand-made multi-line subject on one header line", async () => {
    await sendContactMessage({ ...valid, subject: "Hello\r\nBcc: victim@example.com" });
    const { jobs } = await stored();
    expect((jobs[0]!.payload as { subject: string }).subject).toBe("Contact: Hello Bcc: victim@example.com");
  });

  it.each(["name", "email", "subject", "message"] as const)("stores nothing when %s is missing", async (field) => {
    const result = await sendContactMessage({ ...valid, [field]: "" });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fieldErrors?.[field]).toBeTruthy();
    expect(await stored()).toEqual({ messages: [], jobs: [] });
  });

  it("stores nothing for an invalid email", async () => {
    const result = await sendContactMessage({ ...valid, email: "not-an-email" });
    expect(result).toEqual({ ok: false, fieldErrors: { email: "Please enter a valid email address" } });
    expect(await stored()).toEqual({ messages: [], jobs: [] });
  });

  it("keeps no message when its email cannot be queued (one transaction)", async () => {
    await db.execute(sql`alter table jobs rename to jobs_away`);
    try {
      await expect(sendContactMessage(valid)).rejects.toThrow();
    } finally {
      await db.execute(sql`alter table jobs_away rename to jobs`);
    }
    expect(await stored()).toEqual({ messages: [], jobs: [] });
  });
});
