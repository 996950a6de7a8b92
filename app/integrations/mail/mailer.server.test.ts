import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { drainJobs } from "~/lib/jobs.server";
import { handleSendEmailJob, mailOutboxDir, queueEmail, SEND_EMAIL_JOB } from "./mailer.server";

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
});
