import { DateTime } from 'luxon';
import { draftPromotionConfigOf } from '../../../core/package/promotionConfig';

/** What the studio's list shows and searches of a promotion's version besides its code. */
export interface PromotionSummary {
  basePath: string | null;
  brand: string | null;
  /** The site's title in the default locale (content siteTitle). */
  name: string | null;
  /** When claims open and close (catalogue.json claimWindow, in the default locale's time zone), as instants. */
  claimsFrom: string | null;
  claimsUntil: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** A local date-time (or date) of the promotion's time zone as an ISO instant; null when it is not one. */
function instantOf(local: unknown, zone: string | undefined, endOfDay: boolean): string | null {
  if (typeof local !== 'string') return null;
  let time = DateTime.fromISO(local, { zone: zone ?? 'UTC' });
  if (!time.isValid) time = DateTime.fromISO(local, { zone: 'UTC' });
  if (!time.isValid) return null;
  if (endOfDay && local.length === 10) time = time.endOf('day');
  return time.toUTC().toISO();
}

/** The summary of a package's files (a stored version's or a served package's), read as far as they go. */
export function promotionSummaryOf(files: Record<string, unknown>): PromotionSummary {
  const config = draftPromotionConfigOf(files);
  const defaultLocale = typeof config.defaultLocale === 'string' ? config.defaultLocale : Object.keys(config.locales ?? {})[0];
  const zone = defaultLocale ? text(record(record(config.locales)[defaultLocale]).timezone) ?? undefined : undefined;
  const claimWindow = record(record(files['catalogue.json']).claimWindow);
  return {
    basePath: text(config.basePath),
    brand: text(config.brand),
    name: defaultLocale ? text(record(files[`content/${defaultLocale}.json`]).siteTitle) : null,
    claimsFrom: instantOf(claimWindow.start, zone, false),
    claimsUntil: instantOf(claimWindow.end, zone, true),
  };
}
