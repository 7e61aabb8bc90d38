import type { Kysely } from 'kysely';

/**
 * A token that changes whenever the database may have changed: a value read at token T may be answered again
 * while the token is still T. Only SQLite has one (open-sqlite.ts registers it: this process's writes are counted,
 * another process's commits, e.g. the operator command line's, are seen within CHANGES_SEEN_WITHIN_MS); on
 * PostgreSQL other instances write unseen, so there is none and nothing is answered again.
 */
export function changeToken(db: Kysely<any>): string | undefined {
  return tokens.get(db)?.();
}

/** What another process commits is noticed within this time (SQLite's data_version is read at most this often). */
export const CHANGES_SEEN_WITHIN_MS = 20;

/** Registers `db`'s token: `ownWrites` counts this process's writing statements, `dataVersion` reads SQLite's. */
export function registerChangeToken(db: Kysely<any>, ownWrites: () => number, dataVersion: () => number, now: () => number = Date.now): void {
  let version = 0;
  let readAt = -Infinity;
  tokens.set(db, () => {
    const t = now();
    if (t - readAt >= CHANGES_SEEN_WITHIN_MS || t < readAt) {
      version = dataVersion();
      readAt = t;
    }
    return `${ownWrites()}.${version}`;
  });
}

const tokens = new WeakMap<Kysely<any>, () => string>();
