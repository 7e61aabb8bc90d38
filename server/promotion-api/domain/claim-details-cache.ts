import { changeToken } from '../../db/change-token';
import type { Db } from '../../db/open-database';
import { claimDetails } from './claim-details';
import { claimByReference, type ClaimRow } from './claim-lookup';
import { keepRecent } from '../../keepRecent';

export interface CachedClaimDetails {
  claim: ClaimRow;
  details: Awaited<ReturnType<typeof claimDetails>>;
}

/**
 * A claim and its ClaimDetails by public reference, read again only once the database may have changed
 * (db/change-token.ts): a customer's tracking page asks for the same claim again and again while nothing about it
 * changes, and the reads cost more than the rest of the answer. Only claims found are kept (a guessed reference
 * adds nothing), at most `capacity`, the least recently asked dropped first. On PostgreSQL nothing is kept.
 */
export function claimDetailsCache(capacity = 1000) {
  const entries = new Map<string, CachedClaimDetails & { token: string }>();
  return async (db: Db, reference: string): Promise<CachedClaimDetails | undefined> => {
    const token = changeToken(db);
    const cached = token === undefined ? undefined : entries.get(reference);
    if (cached && cached.token === token) return keepRecent(entries, reference, cached, capacity);
    const [claim] = await claimByReference(db, { reference });
    if (!claim) return undefined;
    const entry = { token: token ?? '', claim, details: await claimDetails(db, claim) };
    if (token !== undefined) keepRecent(entries, reference, entry, capacity);
    return entry;
  };
}
