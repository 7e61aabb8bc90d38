import type { WidgetProps } from '../../engine/contract';

/** Wording chosen by a value from a data source: the text slot option_<VALUE> (e.g. closed page by date-window status). */
export default function StatusText({ data, html }: WidgetProps<Record<string, never>, string>) {
  if (typeof data !== 'string') return null;
  return <div className="status-text">{html(`option_${data}`)}</div>;
}
