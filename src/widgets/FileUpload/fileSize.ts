const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** Human-readable size in the visitor's locale, e.g. "1.2 MB" (en-GB) or "1,2 MB" (de-DE). */
export function formatFileSize(bytes: number, locale: string): string {
  let amount = bytes;
  let unit = 0;
  while (amount >= 1000 && unit < UNITS.length - 1) {
    amount /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(amount);
}
