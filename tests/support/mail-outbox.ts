// Reads the .eml files the store wrote under DATA_DIR/mail/ (the outbox when no SMTP is set).
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";

export type OutboxMail = { file: string; to: string; subject: string; body: string };

function header(raw: string, name: string) {
  const match = raw.match(new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, "mi"));
  return match ? match[1]!.replace(/\n[ \t]+/g, " ").trim() : "";
}

function decodeBody(raw: string) {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n");
  // Quoted-printable soft breaks and escapes, as nodemailer writes them.
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every message in the outbox, oldest first (by when its file was written). */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, "mail");
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith(".eml"))
      .map(async (file) => {
        const [raw, info] = await Promise.all([readFile(path.join(dir, file), "utf8"), stat(path.join(dir, file))]);
        return {
          file,
          to: header(raw, "To"),
          subject: header(raw, "Subject"),
          body: decodeBody(raw),
          writtenAt: info.mtimeMs,
        };
      }),
  );
  return mails
    .sort((a, b) => a.writtenAt - b.writtenAt || a.file.localeCompare(b.file))
    .map(({ writtenAt: _writtenAt, ...mail }) => mail);
}
