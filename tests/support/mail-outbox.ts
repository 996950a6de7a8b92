// Reads the .eml files the store wrote under DATA_DIR/mail/ (the outbox when no SMTP is set).
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";

export type OutboxMail = { file: string; to: string; subject: string; body: string };

/** Quoted-printable escapes as the UTF-8 text they encode ("=C2=A3" → "£"). */
const quotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** A header's value, its encoded words (=?UTF-8?Q?…?= or ?B?, RFC 2047) decoded. */
function header(raw: string, name: string) {
  const match = raw.match(new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, "mi"));
  const value = match ? match[1]!.replace(/\n[ \t]+/g, " ").trim() : "";
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : quotedPrintable(text.replace(/_/g, " ")),
    );
}

function decodeBody(raw: string) {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n");
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(raw)) return body;
  // Quoted-printable soft breaks and escapes, as nodemailer writes them.
  return quotedPrintable(body.replace(/=\r?\n/g, ""));
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
