/** Spec section 4: the statuses a customer sees, reduced from the server's. */
export function displayStatus(status: string | null | undefined): string {
  if (!status) return 'PENDING';
  if (status.includes('REJECTED_')) return 'REJECTED';
  if (['PENDING_ACTION', 'PENDING_FRAUD', 'SUSPENDED', 'SUSPENDED_FRAUD'].includes(status)) return 'PENDING';
  if (status === 'FULFILMENT') return 'VALIDATED';
  return status;
}

export type BadgeTone = 'warning' | 'danger' | 'success';

/** Badge colour: waiting states warn, rejections are dangers, everything else is a success. */
export function badgeTone(status: string): BadgeTone {
  if (/PENDING|SUSPENDED|AWAITING/.test(status)) return 'warning';
  if (status.includes('REJECTED')) return 'danger';
  return 'success';
}

/** The day of an instant as the locale writes it (26 November 2026, 26. November 2026), in its IANA time zone; '-' when unknown. */
export function lastUpdatedDate(updatedAt: string | null | undefined, locale: string, timezone: string): string {
  const instant = updatedAt ? Date.parse(updatedAt) : NaN;
  if (Number.isNaN(instant)) return '-';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: timezone }).format(instant);
}
