// Email: SMTP when SMTP_URL is set, otherwise one .eml file per message under DATA_DIR/mail/.
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { z } from "zod";
import { env } from "~/lib/env.server";
import { enqueueJob, handOverOnce, type JobContext } from "~/lib/jobs.server";
import type { Db, Tx } from "~/lib/db.server";

export const emailMessageSchema = z.object({
  to: z.string().min(3),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
  /** The sender's display name (the store settings' sender name, decision 066). */
  fromName: z.string().optional(),
  /** The sender's address (the store settings'; MAIL_FROM's when absent). */
  fromAddress: z.string().optional(),
});
export type EmailMessage = z.infer<typeof emailMessageSchema>;

export const SEND_EMAIL_JOB = "send-email";

declare module "~/lib/jobs.server" {
  interface JobPayloads {
    "send-email": EmailMessage;
  }
}

/** The address part of "Name <address>" (or the whole value when it is a bare address). */
export function mailAddress(from: string) {
  return /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

export const mailOutboxDir = () => path.resolve(env.DATA_DIR, "mail");

const smtp = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : undefined;
const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

/**
 * Hands one message over: to SMTP, or as a file in the outbox. With a key (the same on every
 * try) the message's Message-ID and file name come from it, so a repeat overwrites nothing and a
 * mail server or reader can tell it is the same message.
 */
export async function sendEmail(message: EmailMessage, options: { key?: string } = {}) {
  const key = options.key?.replace(/[^A-Za-z0-9-]/g, "-");
  const { fromName, fromAddress, ...content } = message;
  const address = fromAddress || mailAddress(env.MAIL_FROM);
  const from = fromName ? { name: fromName, address } : fromAddress ? address : env.MAIL_FROM;
  const mail = { from, ...content, ...(key ? { messageId: `<${key}@softdrop.mail>` } : {}) };
  if (smtp) {
    await smtp.sendMail(mail);
    return;
  }
  const info = await fileTransport.sendMail(mail);
  const dir = mailOutboxDir();
  await mkdir(dir, { recursive: true });
  const name = key ?? `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}`;
  try {
    await writeFile(path.join(dir, `${name}.eml`), info.message as Buffer, { flag: "wx" });
  } catch (error) {
    // The same keyed message was written before the worker died: it is in the outbox already.
    if (!(key && (error as NodeJS.ErrnoException).code === "EEXIST")) throw error;
  }
}

/** Sends a job's email once, however often the job runs (see handOverOnce). */
export function sendJobEmail(message: EmailMessage, context: JobContext) {
  return handOverOnce(context, "email", (key) => sendEmail(message, { key }));
}

/** Queues an email in the caller's transaction; the jobs worker sends it and retries on failure. */
export function queueEmail(executor: Db | Tx, message: EmailMessage) {
  return enqueueJob(executor, SEND_EMAIL_JOB, emailMessageSchema.parse(message));
}

export async function handleSendEmailJob(message: EmailMessage, context: JobContext) {
  await sendJobEmail(message, context);
}
