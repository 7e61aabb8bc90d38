import { DateTime } from 'luxon';
import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import { de, enGB, enUS, fr } from 'react-day-picker/locale';

const LOCALES: Record<string, Partial<DayPickerLocale>> = { de, fr, 'en-US': enUS };

export interface CalendarProps {
  /** ISO date currently chosen, if any. */
  selected?: string;
  /** Last ISO date that may be chosen. */
  max?: string;
  locale: string;
  onSelect: (iso: string) => void;
}

const toLocalDate = (iso: string) => DateTime.fromISO(iso).toJSDate();

/** Loaded on demand: react-day-picker and date-fns stay out of the main bundle. */
export default function Calendar({ selected, max, locale, onSelect }: CalendarProps) {
  const selectedDate = selected ? toLocalDate(selected) : undefined;
  const maxDate = max ? toLocalDate(max) : undefined;
  return (
    <DayPicker
      mode="single"
      autoFocus
      selected={selectedDate}
      defaultMonth={selectedDate ?? maxDate}
      disabled={maxDate ? { after: maxDate } : undefined}
      locale={LOCALES[locale] ?? LOCALES[locale.split('-')[0]] ?? enGB}
      onSelect={(date) => {
        // DayPicker hands back local midnight of the chosen day; only the calendar day matters.
        if (date) onSelect(DateTime.fromJSDate(date).toISODate()!);
      }}
    />
  );
}
