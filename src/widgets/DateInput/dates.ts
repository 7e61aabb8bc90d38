import { DateTime } from 'luxon';
import type { SiteEnvironment } from '../../engine/contract';

type DateOrder = SiteEnvironment['dateFormat'];

const DISPLAY_FORMAT: Record<DateOrder, string> = { DMY: 'dd/MM/yyyy', MDY: 'MM/dd/yyyy', YMD: 'yyyy-MM-dd' };
// Single-letter tokens also accept two digits, so "5/1/2022" and "05/01/2022" both parse.
const PARSE_FORMAT: Record<DateOrder, string> = { DMY: 'd/M/yyyy', MDY: 'M/d/yyyy', YMD: 'yyyy-M-d' };
const SEPARATOR: Record<DateOrder, string> = { DMY: '/', MDY: '/', YMD: '-' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE.test(value) && DateTime.fromISO(value).isValid;
}

/** The date as the visitor reads it, e.g. 05/01/2022 for DMY. */
export function formatForDisplay(iso: string, order: DateOrder): string {
  return DateTime.fromISO(iso).toFormat(DISPLAY_FORMAT[order]);
}

/** What the visitor typed as an ISO date, or null when it is not a real date in the locale's order. */
export function parseTyped(typed: string, order: DateOrder): string | null {
  // Dots, dashes and spaces are common separators too (05.01.2022 in Germany).
  const normalised = typed.trim().replace(/[\s./-]+/g, SEPARATOR[order]);
  const parsed = DateTime.fromFormat(normalised, PARSE_FORMAT[order]);
  return parsed.isValid ? parsed.toISODate() : null;
}

/** The visitor's calendar day: the same "today" the validation schema's notAfterToday rule uses. */
export function localToday(): string {
  return DateTime.now().toISODate()!;
}
