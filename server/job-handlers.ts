// Every job type the worker knows, and the function that runs it.
import { handleSendEmailJob, SEND_EMAIL_JOB } from "~/integrations/mail/mailer.server";
import type { JobHandlers } from "~/lib/jobs.server";

export const jobHandlers: JobHandlers = {
  [SEND_EMAIL_JOB]: handleSendEmailJob,
};
