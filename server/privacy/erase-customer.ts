import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import type { Db } from '../db/open-database';
import type { UploadStorage } from '../uploads/upload-storage';
import { keyringOf } from './claim-secrets';
import { customerRecordIds, normaliseEmail } from './customer-records';
import { eraseClaims, eraseTickets } from './erase-claims';
import { withDiskScrub } from './scrub-database';

/**
 * The erasure log's name for an address: `<key id>:<HMAC-SHA256 hex>` under a key derived (HKDF) from the current
 * encryption key. It answers "was this address erased?" to whoever holds the key, and nothing to anyone else.
 */
export function subjectHash(db: Db, email: string): string {
  const { id, key } = keyringOf(db).current;
  const logKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'erasure-log', 32));
  return `${id}:${createHmac('sha256', logKey).update(normaliseEmail(email)).digest('hex')}`;
}

/**
 * Erases every record of an address in every promotion: its claims' personal data (erase-claims.ts), its contact
 * messages and every file of them (folder or bucket); then logs the erasure without personal data. Running it again
 * finds nothing more and logs 0 records.
 */
export async function eraseCustomer(db: Db, uploads: UploadStorage, email: string, now: Date): Promise<{ subject_hash: string; claims: number; tickets: number; files: number }> {
  const { claimIds, ticketIds } = await customerRecordIds(db, email);
  const result = await withDiskScrub(db, async () => {
    const claims = await eraseClaims(db, uploads, claimIds, now);
    const tickets = await eraseTickets(db, uploads, ticketIds);
    // Reference reminders name no claim: found by the address they go to.
    await db.deleteFrom('message_outbox').where('recipient', '=', normaliseEmail(email)).execute();
    return { claims: claims.claims, tickets: tickets.tickets, files: claims.files + tickets.files };
  });
  const subject = subjectHash(db, email);
  await db.insertInto('erasure_log').values({ id: randomUUID(), subject_hash: subject, reason: 'customer-request', at: now.toISOString(), records: result.claims + result.tickets + result.files }).execute();
  return { subject_hash: subject, ...result };
}
