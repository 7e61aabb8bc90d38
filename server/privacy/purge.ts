import { sql } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Db } from '../db/open-database';
import type { UploadStorage } from '../uploads/upload-storage';
import type { ServedPromotion } from '../packages/promotion-package';
import { closedClaimCutoff, isPastWindowRetention, retentionSettingsIn, UNLINKED_UPLOAD_DAYS, type RetentionSettings } from '../../core/rules/retentionSettings';
import { eraseClaims, eraseTickets, eraseUploads } from './erase-claims';
import { withDiskScrub } from './scrub-database';

const BATCH = 500;
/** PostgreSQL advisory lock: one purge at a time over all instances. */
const PURGE_LOCK = 51_051;

export interface PurgeReport {
  claims: number;
  tickets: number;
  files: number;
  visitors: number;
  unlinked_uploads: number;
  /** Set when another instance's purge was running: this one did nothing. */
  skipped?: string;
}

export type PurgePackage = Pick<ServedPromotion, 'code' | 'locales' | 'package'>;

/** A package's `settings.retention` (defaults for what it leaves out). */
export function retentionOf(pkg: Pick<ServedPromotion, 'package'>): RetentionSettings {
  const promotion = (pkg.package.files['promotion.json'] ?? {}) as { settings?: Record<string, unknown> };
  return retentionSettingsIn(promotion.settings);
}

/**
 * Erases the personal data of every claim past its promotion's retention (`settings.retention`): closed claims
 * `closedClaimDays` after their last change; once `afterClaimWindowDays` have passed since the claim window closed,
 * every claim, contact message and visitor id of the promotion; and files no claim or ticket names
 * UNLINKED_UPLOAD_DAYS after upload. Idempotent and resumable (erase-claims.ts); one purge at a time on PostgreSQL.
 */
export async function purge(db: Db, uploads: UploadStorage, packages: readonly PurgePackage[], now: Date, onProgress: (report: PurgeReport) => void = () => undefined): Promise<PurgeReport> {
  const report: PurgeReport = { claims: 0, tickets: 0, files: 0, visitors: 0, unlinked_uploads: 0 };
  const run = async () => {
    await withDiskScrub(db, async () => {
      for (const pkg of packages) await purgePackage(db, uploads, pkg, now, report, onProgress);
      const unlinkedBefore = new Date(now.getTime() - UNLINKED_UPLOAD_DAYS * 86_400_000).toISOString();
      const unlinked = await db
        .selectFrom('uploads')
        .select(['id', 'stored_name'])
        .where('purpose', '=', 'proof')
        .where('created_at', '<', unlinkedBefore)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('claim_documents').select('upload_id').whereRef('claim_documents.upload_id', '=', 'uploads.id'))))
        .execute();
      report.unlinked_uploads += await eraseUploads(db, uploads, unlinked);
    });
    return report;
  };
  if (!isPostgres(db)) return run();
  // The lock is held by one pinned connection while the work runs on the pool; released on that same connection.
  return db.connection().execute(async (session) => {
    const locked = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${PURGE_LOCK}) as locked`.execute(session);
    if (!locked.rows[0]?.locked) return { ...report, skipped: 'another purge is running' };
    try {
      return await run();
    } finally {
      await sql`select pg_advisory_unlock(${PURGE_LOCK})`.execute(session);
    }
  });
}

async function purgePackage(db: Db, uploads: UploadStorage, pkg: PurgePackage, now: Date, report: PurgeReport, onProgress: (report: PurgeReport) => void): Promise<void> {
  const retention = retentionOf(pkg);
  const ids = [...new Set(pkg.locales.flatMap((l) => [l.promotionId, ...(l.windowPromotion ? [l.windowPromotion.promotionId] : [])]))];
  if (!ids.length) return;
  const promotions = await db.selectFrom('promotions').select(['id', 'claim_end']).where('id', 'in', ids).execute();
  const ended = promotions.filter((p) => isPastWindowRetention(p.claim_end, now, retention)).map((p) => p.id);
  const cutoff = closedClaimCutoff(now, retention);
  const closed = ['COMPLETED', 'REJECTED', ...retention.closedStatuses];

  for (;;) {
    const due = await db
      .selectFrom('claims')
      .select('id')
      .where('promotion_id', 'in', ids)
      .where('erased_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb.and([eb('updated_at', '<', cutoff), eb.or([eb('status', 'in', closed), eb(sql<string>`substr(status, 1, 9)`, '=', 'REJECTED_')])]),
          ...(ended.length ? [eb('promotion_id', 'in', ended)] : []),
        ]),
      )
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!due.length) break;
    const erased = await eraseClaims(db, uploads, due.map((c) => c.id), now);
    report.claims += erased.claims;
    report.files += erased.files;
    onProgress(report);
  }

  const tickets = await db
    .selectFrom('tickets')
    .select('id')
    .where('promotion_id', 'in', ids)
    .where((eb) => eb.or([eb('created_at', '<', cutoff), ...(ended.length ? [eb('promotion_id', 'in', ended)] : [])]))
    .execute();
  const erasedTickets = await eraseTickets(db, uploads, tickets.map((t) => t.id));
  report.tickets += erasedTickets.tickets;
  report.files += erasedTickets.files;
  if (ended.length) {
    const visitors = await db.deleteFrom('web_visitors').where('promotion_id', 'in', ended).executeTakeFirst();
    report.visitors += Number(visitors.numDeletedRows);
  }
}
