import { sql } from 'kysely';
import type { Db } from '../db/open-database';

/** A customer's address as claims store it (trimmed, lower case). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The ids of the claims (every promotion) and tickets (contact messages) of an address, not yet erased. */
export async function customerRecordIds(db: Db, email: string): Promise<{ claimIds: string[]; ticketIds: string[] }> {
  const address = normaliseEmail(email);
  const claims = await db.selectFrom('claims').select('id').where('email', '=', address).where('erased_at', 'is', null).orderBy('created_at').execute();
  // A ticket's address is one field of its form (as typed): found by the text, then compared exactly.
  // LIKE's wildcards in an address only widen the match (exact comparison follows); a backslash (PostgreSQL's escape) as '_'.
  const pattern = `%${address.replace(/\\/g, '_')}%`;
  const candidates = await db.selectFrom('tickets').select(['id', 'payload']).where(sql<string>`lower(payload)`, 'like', pattern).execute();
  const tickets = candidates.filter((t) => {
    const email = (JSON.parse(t.payload) as { email?: unknown }).email;
    return typeof email === 'string' && normaliseEmail(email) === address;
  });
  return { claimIds: claims.map((c) => c.id), ticketIds: tickets.map((t) => t.id) };
}
