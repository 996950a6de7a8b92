import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { claimJob, drainJobs, runNextJob, type JobHandler } from "~/lib/jobs.server";
import {
  emailMessageSchema,
  handleSendEmailJob,
  mailOutboxDir,
  queueEmail,
  SEND_EMAIL_JOB,
  sendEmail,
} from "./mailer.server";

/** The outbox messages addressed to one recipient. */
async function mailTo(address: string) {
  const files = await readdir(mailOutboxDir()).catch(() => []);
  const bodies = await Promise.all(files.map((file) => readFile(`${mailOutboxDir()}/${file}`, "utf8")));
  return bodies.filter((raw) => raw.includes(`To: ${address}\n`));
}

const message = (to: string) => ({ to, subject: "Your order", text: "Thanks for shopping!" });

describe("mailer", () => {
  it("writes one .eml file per message when no SMTP server is configured", async () => {
    await queueEmail(db, { to: "shopper@example.com", subject: "Your order", text: "Thanks for shopping!" });
    expect(await drainJobs({ [SEND_EMAIL_JOB]: handleSendEmailJob })).toBe(1);
    const files = await readdir(mailOutboxDir());
    expect(files).toHaveLength(1);
    const raw = await readFile(`${mailOutboxDir()}/${files[0]}`, "utf8");
    expect(raw).toMatch(/^To: shopper@example.com$/m);
    expect(raw).toMatch(/^Subject: Your order$/m);
    expect(raw).toContain("Thanks for shopping!");
  });

  it("refuses a malformed message before queueing it", () => {
    expect(() => queueEmail(db, { to: "", subject: "", text: "" })).toThrow();
  });

  it("sends once when the handler fails after handing the email over and the job is retried", async () => {
    const to = `${randomUUID()}@example.test`;
    const id = await queueEmail(db, message(to));
    const diesAfterHandOver: JobHandler<typeof SEND_EMAIL_JOB> = async (payload, context) => {
      await handleSendEmailJob(payload, context);
      if (context.attempt === 1) throw new Error("worker died after handing over");
    };
    expect(await runNextJob({ [SEND_EMAIL_JOB]: diesAfterHandOver })).toBe(true);
    expect(await mailTo(to)).toHaveLength(1);
    await db.update(schema.jobs).set({ runAt: new Date() }).where(eq(schema.jobs.id, id)); // the retry is due
    expect(await runNextJob({ [SEND_EMAIL_JOB]: diesAfterHandOver })).toBe(true);
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, id));
    expect(job).toMatchObject({ status: "done", attempts: 2 });
    expect(await mailTo(to)).toHaveLength(1);
  });

  it("sends once when the worker is killed after handing the email over and another takes the job back", async () => {
    await drainJobs({ [SEND_EMAIL_JOB]: handleSendEmailJob });
    const to = `${randomUUID()}@example.test`;
    const id = await queueEmail(db, message(to));
    // Worker A claims the job and hands the email over, then dies before marking the job done.
    const claimed = await claimJob();
    expect(claimed?.id).toBe(id);
    await handleSendEmailJob(emailMessageSchema.parse(claimed!.payload), { jobId: id, attempt: claimed!.attempts });
    // Its heartbeat stops; once the claim is stale, worker B takes the job back and runs it.
    await db
      .update(schema.jobs)
      .set({ lockedAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.jobs.id, id));
    expect(await drainJobs({ [SEND_EMAIL_JOB]: handleSendEmailJob })).toBe(1);
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, id));
    expect(job).toMatchObject({ status: "done", attempts: 2 });
    expect(await mailTo(to)).toHaveLength(1);
  });

  it("writes a keyed message once even when it is handed over again before being recorded", async () => {
    const to = `${randomUUID()}@example.test`;
    const key = `${randomUUID()}-email`;
    await sendEmail(message(to), { key });
    await sendEmail(message(to), { key });
    const [raw] = await mailTo(to);
    expect(await mailTo(to)).toHaveLength(1);
    expect(raw).toContain(`Message-ID: <${key}@softdrop.mail>`);
  });
});
