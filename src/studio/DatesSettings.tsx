import { DateTime } from 'luxon';
import { calendarDaysBetween, todayIn } from '../../core/rules/calendarDates';
import { TextSetting } from './SettingFields';

interface Window {
  start?: string;
  end?: string;
}
/** What the studio reads of catalogue.json (the server's catalogue model; the checker checks the file). */
export interface Catalogue {
  purchaseWindow?: Window;
  claimWindow?: Window;
  products?: unknown[];
  resellers?: unknown[];
}

const longDate = (date: string) => {
  const day = DateTime.fromISO(date.slice(0, 10), { locale: 'en-GB' });
  return day.isValid ? day.toLocaleString(DateTime.DATE_FULL) : date;
};
/** The date part of a local date-time (claimWindow's yyyy-MM-ddTHH:mm:ss), and that date with the time of day kept. */
const dateOf = (value: string | undefined) => value?.slice(0, 10);
const withDate = (value: string | undefined, date: string | undefined, time: string) => (date ? `${date}T${value?.slice(11) || time}` : undefined);

/**
 * The promotion's dates, picked as dates: the purchases that qualify (catalogue.json purchaseWindow, calendar dates)
 * and when claims may be made (claimWindow: local times of each country's own time zone, opening at the start of its
 * first day and closing at the end of its last). Says what today is in the promotion's time zone, and what that means.
 */
export function DatesSettings({ catalogue, timezone, zones, update }: { catalogue: Catalogue; timezone: string; zones: string; update: (pointer: string, value: unknown) => void }) {
  const purchases = catalogue.purchaseWindow ?? {};
  const claims = catalogue.claimWindow ?? {};
  const today = todayIn(new Date(), timezone);
  const within = (window: Window) => !!window.start && !!window.end && calendarDaysBetween(window.start, today) >= 0 && calendarDaysBetween(today, window.end) >= 0;
  const field = (pointer: string, label: string, value: string | undefined, onChange: (date: string | undefined) => void, hint?: string) => (
    <TextSetting type="date" file="catalogue.json" pointer={pointer} label={label} hint={hint} value={value} onChange={onChange} />
  );
  return (
    <>
      <p className="hint">
        Days in the promotion's time zone, {timezone}; each country's site counts them in its own ({zones}).
      </p>
      <p className="status-line" data-testid="dates-today">
        Today is {longDate(today)} in {timezone}: {within(purchases) ? 'a product bought today qualifies' : 'a product bought today does not qualify'}, and{' '}
        {within(claims) ? `claims are open until the end of ${longDate(claims.end!)}.` : 'claims are closed.'}
      </p>
      <fieldset className="fieldset fieldset--inline">
        <legend className="fieldset__legend">Products bought</legend>
        {field('/purchaseWindow/start', 'From', purchases.start, (date) => update('/purchaseWindow/start', date), 'The first day of purchases that qualify.')}
        {field('/purchaseWindow/end', 'Until', purchases.end, (date) => update('/purchaseWindow/end', date), 'The last day, included.')}
      </fieldset>
      <fieldset className="fieldset fieldset--inline">
        <legend className="fieldset__legend">Claims can be made</legend>
        {field('/claimWindow/start', 'From', dateOf(claims.start), (date) => update('/claimWindow/start', withDate(claims.start, date, '00:00:00')), 'From the start of this day.')}
        {field('/claimWindow/end', 'Until', dateOf(claims.end), (date) => update('/claimWindow/end', withDate(claims.end, date, '23:59:59')), 'To the end of this day, included.')}
      </fieldset>
    </>
  );
}
