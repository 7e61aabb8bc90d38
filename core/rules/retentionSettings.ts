/**
 * How long a promotion keeps a claimant's personal data: a package's `settings.retention` (promotion-config schema),
 * read by the reference server's purge (server/privacy/purge.ts), the studio and docs/privacy.md.
 */
export interface RetentionSettings {
  /** Days after a claim's last change, once it is in a closed state, before its personal data is erased. */
  readonly closedClaimDays: number;
  /**
   * Days after the promotion's claim window closes before everything else is erased: claims never closed, contact
   * messages (tickets), visitor ids.
   */
  readonly afterClaimWindowDays: number;
  /** Statuses the package adds to the closed ones (COMPLETED, REJECTED and every REJECTED_…). */
  readonly closedStatuses: readonly string[];
}

/** Without a `retention` block: 180 days after a claim closes, 365 days after the claim window closes. */
export const RETENTION_DEFAULTS: RetentionSettings = Object.freeze({
  closedClaimDays: 180,
  afterClaimWindowDays: 365,
  closedStatuses: Object.freeze([]) as readonly string[],
});

/** Uploaded files no claim or ticket names (a claim started, never sent) are erased this many days after upload. */
export const UNLINKED_UPLOAD_DAYS = 30;

/** The closed statuses every package has. */
export const BUILT_IN_CLOSED_STATUSES = ['COMPLETED', 'REJECTED', 'REJECTED_*'] as const;

/** `settings.retention` as checked by the definitions checker, defaults for what it leaves out. */
export function retentionSettingsIn(settings: Readonly<Record<string, unknown>> | undefined): RetentionSettings {
  const block = settings?.retention as Partial<RetentionSettings> | undefined;
  return {
    closedClaimDays: block?.closedClaimDays ?? RETENTION_DEFAULTS.closedClaimDays,
    afterClaimWindowDays: block?.afterClaimWindowDays ?? RETENTION_DEFAULTS.afterClaimWindowDays,
    closedStatuses: block?.closedStatuses ?? RETENTION_DEFAULTS.closedStatuses,
  };
}

export function isClosedStatus(status: string, retention: Pick<RetentionSettings, 'closedStatuses'>): boolean {
  return status === 'COMPLETED' || status === 'REJECTED' || status.startsWith('REJECTED_') || retention.closedStatuses.includes(status);
}

const DAY_MS = 86_400_000;

/** The instant before which a closed claim's last change makes it due for erasure. */
export function closedClaimCutoff(now: Date, retention: RetentionSettings): string {
  return new Date(now.getTime() - retention.closedClaimDays * DAY_MS).toISOString();
}

/** Whether everything of a promotion whose claim window ended at `claimEnd` (an ISO instant) is due for erasure. */
export function isPastWindowRetention(claimEnd: string, now: Date, retention: RetentionSettings): boolean {
  return new Date(claimEnd).getTime() + retention.afterClaimWindowDays * DAY_MS <= now.getTime();
}

/** The retention in a manager's words (the studio, docs/privacy.md). */
export function retentionInWords(retention: RetentionSettings): string {
  const statuses = [...BUILT_IN_CLOSED_STATUSES, ...retention.closedStatuses].join(', ');
  return (
    `A claimant's personal data is erased ${retention.closedClaimDays} days after their claim's last change once it is closed (${statuses}), ` +
    `and everything else (claims never closed, contact messages, visitor ids) ${retention.afterClaimWindowDays} days after the claim window closes. ` +
    `Counts, statuses and dates stay, so the promotion's results still count every claim.`
  );
}
