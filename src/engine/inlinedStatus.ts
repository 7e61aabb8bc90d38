import type { DateWindowStatus } from './guards/DateWindowGuard';

export interface InlinedStatus {
  dateWindow?: DateWindowStatus;
}

const STATUSES: readonly string[] = ['OPEN', 'EARLY', 'LATE', 'CLOSED'];

/**
 * What the server knew when it answered (`<script type="application/json" id="site-status">`): the promotion's
 * date-window status on pages behind the date-window guard, so the guard needs no request before the first
 * paint. JSON only, never evaluated; anything unexpected is ignored (then the guard asks).
 */
export function readInlinedStatus(doc: Document = document): InlinedStatus {
  try {
    const parsed = JSON.parse(doc.getElementById('site-status')?.textContent || '{}') as Record<string, unknown>;
    return typeof parsed.dateWindow === 'string' && STATUSES.includes(parsed.dateWindow) ? { dateWindow: parsed.dateWindow as DateWindowStatus } : {};
  } catch {
    return {};
  }
}
