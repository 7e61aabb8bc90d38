import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/open-database';

export interface Forgotten {
  /** Outbox rows whose address and note were emptied. */
  rows: number;
  /** Files of the local mailbox removed (.eml, .html, .json: three a message). */
  files: number;
}

/**
 * What a customer's message leaves behind, kept `keepDays` (MAIL_KEEP_DAYS) and no longer: a message is composed
 * when it is sent and its body is never stored in the database, but its outbox row holds the address it went to and
 * the operator's note, and the local mailbox (no SMTP_URL) the whole message. Past `keepDays` after it was written,
 * a row that is done with (sent, failed or skipped) keeps its event, state, claim and dates (what the operator
 * lists) with the address and the note emptied; the mailbox's files older than that are removed. A row still being
 * tried keeps both. Idempotent: run by the sender every hour.
 */
export async function forgetSentMessages(db: Db, mailboxDir: string | undefined, now: Date, keepDays: number): Promise<Forgotten> {
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000);
  const emptied = await db
    .updateTable('message_outbox')
    .set({ recipient: '', note: null })
    .where('state', '!=', 'pending')
    .where('created_at', '<', cutoff.toISOString())
    .where((eb) => eb.or([eb('recipient', '!=', ''), eb('note', 'is not', null)]))
    .executeTakeFirst();
  let files = 0;
  for (const name of mailboxDir ? await readdir(mailboxDir).catch(() => [] as string[]) : []) {
    if (!/\.(eml|html|json)$/.test(name)) continue;
    const file = path.join(mailboxDir!, name);
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtime < cutoff) {
      await unlink(file).catch(() => undefined);
      files++;
    }
  }
  return { rows: Number(emptied.numUpdatedRows), files };
}
