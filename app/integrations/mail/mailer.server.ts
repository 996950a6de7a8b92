// Email: SMTP when SMTP_URL is set, otherwise one .eml file per message under DATA_DIR/mail/.
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { z } from "zod";
import { env } from "~/lib/env.server";
import { enqueueJob } from "~/lib/jobs.server";
import type { Db, Tx } from "~/lib/db.server";

export const emailMessageSchema = z.object({
  to: z.string().min(3),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
});
export type EmailMessage = z.infer<typeof emailMessageSchema>;

export const SEND_EMAIL_JOB = "send-email";

export const mailOutboxDir = () => path.resolve(env.DATA_DIR, "mail");

const smtp = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : undefined;
const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

export async function sendEmail(message: EmailMessage) {
  const mail = { from: env.MAIL_FROM, ...message };
  if (smtp) {
    await smtp.sendMail(mail);
    return;
  }
  const info = await fileTransport.sendMail(mail);
  const dir = mailOutboxDir();
  await mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
  await writeFile(path.join(dir, name), info.message as Buffer);
}

/** Queues an email in the caller's transaction; the jobs worker sends it and retries on failure. */
export function queueEmail(executor: Db | Tx, message: EmailMessage) {
  return enqueueJob(executor, SEND_EMAIL_JOB, emailMessageSchema.parse(message));
}

export async function handleSendEmailJob(payload: unknown) {
  await sendEmail(emailMessageSchema.parse(payload));
}
