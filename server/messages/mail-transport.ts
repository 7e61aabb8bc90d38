import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One message as it leaves the server. */
export interface OutgoingMail {
  /** Stable per outbox row: a repeat after a crash carries the same id, so mail systems can tell. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
  /** For the start-up log: never the SMTP password. */
  description: string;
}

function mailOptions(mail: OutgoingMail) {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'Content-Language': mail.locale, 'Auto-Submitted': 'auto-generated' },
  };
}

/** Sends through the SMTP server of SMTP_URL (nodemailer; `?pool=false` in the URL: a connection per message). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  // Pooled (unless the URL says otherwise): a few connections kept open and reused, not one handshake per message.
  const pooled = new URL(smtpUrl);
  if (!pooled.searchParams.has('pool')) pooled.searchParams.set('pool', 'true');
  const transporter = nodemailer.createTransport(pooled.toString());
  return {
    send: async (mail) => {
      await transporter.sendMail(mailOptions(mail));
    },
    close: () => transporter.close(),
    description: `${url.protocol}//${url.host}`,
  };
}

/** What the local mailbox keeps beside each message (`<name>.json`): what its page lists. */
export interface MailboxEntry {
  name: string;
  messageId: string;
  to: string;
  subject: string;
  locale: string;
  date: string;
}

/**
 * Without SMTP_URL: each message is written to `dir` as `<name>.eml` (the whole message, as an SMTP server would get
 * it), `<name>.html` (its HTML part) and `<name>.json` (what the mailbox page lists), each renamed into place once
 * written, so a reader never sees half a message.
 */
export function mailboxTransport(dir: string, now: () => Date = () => new Date()): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let made: Promise<unknown> | undefined;
  const put = async (file: string, data: string | Buffer) => {
    const partial = path.join(dir, `.partial-${file}`);
    await writeFile(partial, data);
    await rename(partial, path.join(dir, file));
  };
  return {
    send: async (mail) => {
      await (made ??= mkdir(dir, { recursive: true }));
      const info = await builder.sendMail(mailOptions(mail));
      const date = now();
      const name = `${date.toISOString().replace(/[-:.]/g, '')}-${mail.messageId.replace(/[^A-Za-z0-9-]/g, '').slice(0, 36)}`;
      await put(`${name}.eml`, info.message as Buffer);
      await put(`${name}.html`, mail.html);
      const entry: MailboxEntry = { name, messageId: mail.messageId, to: mail.to, subject: mail.subject, locale: mail.locale, date: date.toISOString() };
      await put(`${name}.json`, JSON.stringify(entry));
    },
    close: () => builder.close(),
    description: `mailbox ${dir}`,
  };
}
