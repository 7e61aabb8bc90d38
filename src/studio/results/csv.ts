import type { ShownTable } from './types';

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; a leading =+-@ is defused. */
function field(value: string | number): string {
  let text = String(value);
  // A spreadsheet would run a cell starting with these as a formula.
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The tables shown, one after another: the caption on a line, the header row, the rows, a blank line between. */
export function tablesToCsv(tables: readonly ShownTable[]): string {
  return tables.map((table) => [[table.caption], table.head, ...table.rows].map((row) => row.map(field).join(',')).join('\r\n')).join('\r\n\r\n') + '\r\n';
}
